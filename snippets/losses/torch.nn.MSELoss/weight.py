import torch
import torch.nn.functional as F

x = torch.tensor([1.0, 2.0, 3.0])
y = torch.zeros(3)
w = torch.tensor([1.0, 0.0, 3.0])
print("none:", F.mse_loss(x, y, weight=w, reduction="none"))
print("sum :", F.mse_loss(x, y, weight=w, reduction="sum"))
print("mean:", F.mse_loss(x, y, weight=w), "| sum / n:", (w * (x - y) ** 2).sum() / x.numel(),
      "| sum / sum(w):", (w * (x - y) ** 2).sum() / w.sum())
try:
    F.mse_loss(torch.ones(2, 3), torch.zeros(2, 3), weight=torch.tensor([[1.0], [3.0]]))
except ValueError as e:
    print("weight of shape (2, 1) for a (2, 3) input: ValueError:", e)
