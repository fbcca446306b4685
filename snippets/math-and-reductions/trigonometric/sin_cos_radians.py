import torch

deg = torch.tensor([0.0, 30.0, 90.0, 180.0])
rad = torch.deg2rad(deg)
print("radians        :", rad)
print("sin(radians)   :", torch.sin(rad))
print("cos(radians)   :", rad.cos())
print("sin(30) (30 taken as radians!):", torch.sin(torch.tensor(30.0)))
print("sin^2 + cos^2  :", torch.sin(rad) ** 2 + torch.cos(rad) ** 2)
print("int64 input    :", torch.sin(torch.tensor([0, 1])).dtype)
