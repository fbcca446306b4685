import torch

bits = torch.arange(256, dtype=torch.uint8)
v = bits.view(torch.float8_e4m3fnuz).float()
print("NaN bit patterns:", [hex(b) for b in bits[torch.isnan(v)].tolist()])
print("-0.0 stored as  :", hex(torch.tensor([-0.0]).to(torch.float8_e4m3fnuz).view(torch.uint8).item()))
x = torch.tensor([240.0, 247.0, 248.0, 300.0])
print("cast of", x.tolist(), "->", x.to(torch.float8_e4m3fnuz).float().tolist())
