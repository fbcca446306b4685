import torch

zero = torch.tensor([0.0])
for v in [1e-9, 1e-7, 1e-3]:
    t = torch.tensor([v])
    print(f"isclose({v:g}, 0): default {torch.isclose(t, zero).item()},  atol=1e-6: {torch.isclose(t, zero, atol=1e-6).item()}")
print("isclose(1e-30, 0, rtol=0.5, atol=0):", torch.isclose(torch.tensor([1e-30]), zero, rtol=0.5, atol=0).item())
