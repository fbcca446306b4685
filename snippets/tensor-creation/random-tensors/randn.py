import torch

torch.manual_seed(0)
print("randn(2, 3):", torch.randn(2, 3))
z = torch.randn(10_000)
print("mean:", z.mean(), " std:", z.std())
print("dtype float64 on request:", torch.randn(2, dtype=torch.float64).dtype)
