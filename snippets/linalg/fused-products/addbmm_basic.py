import torch

inp = torch.randn(3, 5, dtype=torch.float64)
b1 = torch.randn(4, 3, 2, dtype=torch.float64)
b2 = torch.randn(4, 2, 5, dtype=torch.float64)
beta, alpha = 0.5, -2.0
res = torch.addbmm(inp, b1, b2, beta=beta, alpha=alpha)
by_hand = torch.tensor([[beta * inp[i, j].item()
                         + alpha * sum(b1[b, i, k].item() * b2[b, k, j].item() for b in range(4) for k in range(2))
                         for j in range(5)] for i in range(3)], dtype=torch.float64)
print("shape:", tuple(res.shape), " max |diff| to loops:", (res - by_hand).abs().max().item())
print("equals beta*input + alpha*bmm(...).sum(0):",
      torch.allclose(res, beta * inp + alpha * torch.bmm(b1, b2).sum(0)))
print("empty batch leaves beta*input:", torch.equal(torch.addbmm(inp, b1[:0], b2[:0], beta=beta), beta * inp))
