import torch
import torch.nn.functional as F

x = torch.tensor([0.5, -2.0, 3.0]); y = torch.tensor([0.0, 0.0, 1.0])
fns = [("l1_loss", F.l1_loss), ("smooth_l1_loss", F.smooth_l1_loss), ("huber_loss", F.huber_loss)]
for name, fn in fns:
    row = [name]
    try:
        fn(torch.tensor([1, 2]), torch.tensor([0, 0]))
    except (RuntimeError, NotImplementedError) as e:
        row.append(f"int64+int64 -> {type(e).__name__}")
    row.append(f"float32+int64 -> {fn(x, torch.tensor([0, 0, 1])).dtype}")
    row.append(f"float32+float64 -> {fn(x, y.double()).dtype}")
    row.append(f"float16 -> {fn(x.half(), y.half()).item()}")
    print(" | ".join(row))

bad = torch.tensor([float("inf"), float("nan"), 1.0])
for name, fn in fns:
    print(f"inf/nan, {name}:", fn(bad, torch.zeros(3), reduction="none"))
e = torch.empty(0)
print("empty, mean:", F.l1_loss(e, e).item(), " sum:", F.l1_loss(e, e, reduction="sum").item())
