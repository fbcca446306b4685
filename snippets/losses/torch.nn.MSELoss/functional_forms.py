import torch
import torch.nn.functional as F

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
y = torch.tensor([[1.5, 2.0], [2.0, 6.0]])
sq = (x - y) ** 2
for r in ("none", "mean", "sum"):
    print(f"{r:4s}:", F.mse_loss(x, y, reduction=r))
print("max |none - (x - y)^2|:", (F.mse_loss(x, y, reduction="none") - sq).abs().max().item())

w = torch.tensor([[1.0, 0.0], [2.0, 1.0]])       # same shape as x
print("weighted mean:", F.mse_loss(x, y, weight=w).item(), " sum(w*d^2)/sum(w):", ((w * sq).sum() / w.sum()).item())

print("bfloat16:", F.mse_loss(x.bfloat16(), y.bfloat16()), " float64 reference:", sq.double().mean().item())
print("NaN in input:", F.mse_loss(torch.tensor([float("nan"), 1.0]), torch.zeros(2)).item())
print("0-d:", F.mse_loss(torch.tensor(3.0), torch.tensor(1.0)))
