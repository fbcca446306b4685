import torch

x = torch.tensor([[1.0, 2.0], [3.0, 5.0]])
print("dim=0 (columns sum to 1):\n", torch.softmax(x, dim=0))
print("dim=1 (rows sum to 1):\n", torch.softmax(x, dim=1))

# images (N, C, H, W): dim=1 gives a distribution over channels at every pixel
img = torch.randn(2, 4, 3, 3)
p = torch.softmax(img, dim=1)
print("per-pixel sums over channels all 1:",
      torch.allclose(p.sum(dim=1), torch.ones(2, 3, 3)))
