import torch

z = torch.tensor([3 + 4j, -2j, 0j, -1 + 0j])
s = torch.sgn(z)
print("sgn(z)     :", s)
print("|sgn(z)|   :", s.abs())
nz = z != 0
print("max |sgn - z/|z|| on nonzero z:", (s[nz] - z[nz] / z[nz].abs()).abs().max().item())
x = torch.tensor([-2.0, 0.0, 5.0])
print("real input :", torch.sgn(x), "same as sign:", torch.equal(torch.sgn(x), torch.sign(x)))
