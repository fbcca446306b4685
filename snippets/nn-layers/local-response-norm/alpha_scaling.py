import torch
import torch.nn.functional as F

# torch divides alpha by size; a formula written as k + alpha * sum(...) needs alpha * size here
x = torch.randn(1, 5, 2, 2) * 10
n, alpha, beta, k = 5, 1e-4, 0.75, 2.0
sq = F.pad(x.pow(2), (0, 0, 0, 0, n // 2, (n - 1) // 2))
s = torch.stack([sq[:, c:c + n].sum(dim=1) for c in range(5)], dim=1)
no_division = x / (k + alpha * s) ** beta
print("alpha=1e-4 matches k + alpha*sum:      ", torch.allclose(F.local_response_norm(x, n, alpha, beta, k), no_division))
print("alpha=1e-4*size matches k + alpha*sum: ", torch.allclose(F.local_response_norm(x, n, alpha * n, beta, k), no_division))
