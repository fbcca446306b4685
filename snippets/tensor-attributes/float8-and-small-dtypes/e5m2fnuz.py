import torch

bits = torch.arange(256, dtype=torch.uint8)
for dt in [torch.float8_e5m2, torch.float8_e5m2fnuz]:
    v = bits.view(dt).float()
    print(f"{str(dt)[6:]:16} inf patterns: {torch.isinf(v).sum().item()}  NaN patterns: "
          f"{torch.isnan(v).sum().item()}  smallest positive: {v[v > 0].min().item():g}")
x = torch.tensor([57344.0, 61440.0, float("inf"), -0.0])
print("cast of", x.tolist(), "->", x.to(torch.float8_e5m2fnuz).float().tolist())
