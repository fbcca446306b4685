import torch
import torch.nn.functional as F

v = torch.tensor([[3.0, 4.0], [0.0, 0.0], [1e-13, 0.0]])
print("p=2, dim=1:\n", F.normalize(v))
by_hand = v / v.norm(dim=1, keepdim=True).clamp_min(1e-12)
print("max |y - v / max(||v||, eps)|:", (F.normalize(v) - by_hand).abs().max().item())
print("p=1:", F.normalize(v, p=1)[0])
print("dim=0:\n", F.normalize(v, dim=0))
out = torch.empty(3, 2)
print("out= returns out:", F.normalize(v, out=out) is out)
