import torch

a = torch.randn(4, 3, dtype=torch.float64)
b = torch.randn(4, 3, dtype=torch.float64)
c = torch.cross(a, b, dim=-1)

a1, a2, a3 = a.unbind(-1)
b1, b2, b3 = b.unbind(-1)
by_hand = torch.stack([a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1], dim=-1)
print("shape:", tuple(c.shape))
print("max |torch - formula|:", (c - by_hand).abs().max().item())
print("perpendicular to a and b:", torch.allclose((c * a).sum(-1), torch.zeros(4, dtype=torch.float64), atol=1e-12),
      torch.allclose((c * b).sum(-1), torch.zeros(4, dtype=torch.float64), atol=1e-12))
print("b x a == -(a x b):", torch.allclose(torch.cross(b, a, dim=-1), -c))
