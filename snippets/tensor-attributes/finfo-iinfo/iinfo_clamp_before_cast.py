import torch

x = torch.tensor([-20, 100, 300, 1000])
print("x.to(uint8):          ", x.to(torch.uint8).tolist())
u = torch.iinfo(torch.uint8)
print("clamped, then to uint8:", x.clamp(u.min, u.max).to(torch.uint8).tolist())
