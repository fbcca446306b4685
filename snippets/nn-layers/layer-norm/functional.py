import torch
import torch.nn.functional as F

x = torch.randn(2, 5)
w = torch.arange(1.0, 6.0)
b = torch.full((5,), 0.5)
y = F.layer_norm(x, (5,), w, b)
by_hand = (x - x.mean(-1, keepdim=True)) / torch.sqrt(x.var(-1, unbiased=False, keepdim=True) + 1e-5) * w + b
print("max |y - by_hand|:", (y - by_hand).abs().max().item())
print("list also works:", tuple(F.layer_norm(x, [5]).shape))
try:
    F.layer_norm(x, 5)
except TypeError as e:
    print("TypeError:", e)
