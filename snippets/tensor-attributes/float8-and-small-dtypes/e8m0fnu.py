import torch

x = torch.tensor([0.3, 0.75, 1.0, 3.0, 5.0, 6.0, -4.0, 0.0])
s = x.to(torch.float8_e8m0fnu)
print("input :", x.tolist())
print("e8m0  :", s.float().tolist())
print("stored exponent byte:", s.view(torch.uint8).tolist(), "(value = 2 ** (byte - 127))")
print("is_signed:", torch.float8_e8m0fnu.is_signed)
