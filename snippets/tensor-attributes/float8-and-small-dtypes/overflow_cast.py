import torch

x = torch.tensor([0.3, -2.5, 300.0, 1e5, float("inf"), float("nan"), -0.0])
print("input:           ", x.tolist())
for dt in [torch.float8_e4m3fn, torch.float8_e4m3fnuz, torch.float8_e5m2,
           torch.float8_e5m2fnuz, torch.float8_e8m0fnu]:
    print(f"{str(dt)[6:]:17}", x.to(dt).float().tolist())
