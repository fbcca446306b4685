import torch
import torch.nn.functional as F

x = torch.randn(2, 6, 3)
w = torch.arange(1.0, 7.0)                  # per-CHANNEL scale, shape (C,)
b = torch.zeros(6)
y = F.group_norm(x, 3, w, b)
xg = x.reshape(2, 3, -1)
norm = ((xg - xg.mean(-1, keepdim=True)) / torch.sqrt(xg.var(-1, unbiased=False, keepdim=True) + 1e-5)).reshape_as(x)
print("max |y - by_hand|:", (y - (norm * w[None, :, None] + b[None, :, None])).abs().max().item())
try:
    F.group_norm(x, 4)
except RuntimeError as e:
    print("RuntimeError:", e)
