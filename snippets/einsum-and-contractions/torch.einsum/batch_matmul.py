import torch

x = torch.randn(4, 2, 3)
y = torch.randn(4, 3, 5)

# b is in both inputs AND in the output: it is a batch label, not summed
z = torch.einsum("bij,bjk->bik", x, y)
print("z shape:", z.shape)
print("close to torch.bmm(x, y):", torch.allclose(z, torch.bmm(x, y), atol=1e-6))
