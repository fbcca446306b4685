import torch

inp = torch.randn(2, 3, 5, dtype=torch.float64)
b1 = torch.randn(2, 3, 4, dtype=torch.float64)
b2 = torch.randn(2, 4, 5, dtype=torch.float64)
beta, alpha = 2.0, 0.5
res = torch.baddbmm(inp, b1, b2, beta=beta, alpha=alpha)
by_hand = torch.tensor([[[beta * inp[b, i, j].item() + alpha * sum(b1[b, i, k].item() * b2[b, k, j].item() for k in range(4))
                          for j in range(5)] for i in range(3)] for b in range(2)], dtype=torch.float64)
print("shape:", tuple(res.shape), " max |diff| to loops:", (res - by_hand).abs().max().item())
bias = torch.tensor([0.0, 0.0, 0.0, 0.0, -1e9], dtype=torch.float64)     # (5,) broadcasts to (2, 3, 5)
print("input (5,) broadcasts ->", tuple(torch.baddbmm(bias, b1, b2).shape))
nan_inp = torch.full((2, 3, 5), float("nan"), dtype=torch.float64)
print("beta=0 ignores a NaN input:", not torch.baddbmm(nan_inp, b1, b2, beta=0).isnan().any().item())
