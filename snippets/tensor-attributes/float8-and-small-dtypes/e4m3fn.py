import torch

bits = torch.arange(256, dtype=torch.uint8)
v = bits.view(torch.float8_e4m3fn).float()
print("values in [1, 2]:", v[(v >= 1) & (v <= 2)].tolist())
print("NaN bit patterns:", [hex(b) for b in bits[torch.isnan(v)].tolist()])
print("max:", torch.finfo(torch.float8_e4m3fn).max)
x = torch.tensor([448.0, 449.0, 1000.0, float("inf"), -float("inf")])
print("cast of", x.tolist(), "->", x.to(torch.float8_e4m3fn).float().tolist())
