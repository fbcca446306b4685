import torch

x = torch.tensor([1.00001], dtype=torch.float64)
y = torch.tensor([1.0], dtype=torch.float64)
print("|x - y|               :", (x - y).abs().item())
print("isclose(x, y, atol=0) :", torch.isclose(x, y, rtol=1e-5, atol=0).item(), " tolerance 1e-5 * |y| =", 1e-5 * 1.0)
print("isclose(y, x, atol=0) :", torch.isclose(y, x, rtol=1e-5, atol=0).item(), " tolerance 1e-5 * |x| =", 1e-5 * 1.00001)
