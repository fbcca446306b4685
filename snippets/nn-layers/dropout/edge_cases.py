import torch
import torch.nn.functional as F

print("float16 ->", F.dropout(torch.ones(4, dtype=torch.float16), 0.5).dtype,
      "| bfloat16 ->", F.dropout(torch.ones(4, dtype=torch.bfloat16), 0.5).dtype)
print("NaN/inf:", F.dropout(torch.tensor([float("nan"), float("inf"), 1.0, 2.0]), 0.5))
print("all NaN, p=0.5:", F.dropout(torch.full((6,), float("nan")), 0.5))
print("all inf, p=0.5:", F.dropout(torch.full((6,), float("inf")), 0.5))
print("0-d:", F.dropout(torch.tensor(3.0), 0.5), "| empty:", F.dropout(torch.empty(0, 3), 0.5).shape)
print("p=1:", F.dropout(torch.ones(4), 1.0))
x = torch.ones(4)
print("p=0 returns the input itself:", F.dropout(x, 0.0) is x)
for bad in [(torch.ones(4, dtype=torch.int64), 0.5), (torch.ones(4), 1.5)]:
    try:
        F.dropout(*bad)
    except (RuntimeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
