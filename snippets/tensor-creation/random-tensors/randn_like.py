import torch

x = torch.zeros(2, 3, dtype=torch.float64)
torch.manual_seed(0)
y = torch.randn_like(x)
print("shape and dtype follow x:", y.shape, y.dtype)
print("y:", y)
print("dtype override:", torch.randn_like(x, dtype=torch.float32).dtype)
