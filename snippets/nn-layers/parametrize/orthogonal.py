import torch
from torch import nn
from torch.nn.utils import parametrizations

torch.manual_seed(0)
lin = parametrizations.orthogonal(nn.Linear(5, 3))        # weight (3, 5): wide -> orthonormal rows
W = lin.weight
print("W W^T == I:", torch.allclose(W @ W.T, torch.eye(3), atol=1e-5))
W0 = W.detach().clone()
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
for _ in range(20):
    opt.zero_grad()
    (lin(torch.randn(16, 5)) - 1).pow(2).mean().backward()
    opt.step()
W = lin.weight
print("after 20 SGD steps: weight moved by", round((W - W0).abs().max().item(), 4), " max |W W^T - I|:", (W @ W.T - torch.eye(3)).abs().max().item())

tall = parametrizations.orthogonal(nn.Linear(3, 5)).weight        # (5, 3): orthonormal columns
print("tall: W^T W == I:", torch.allclose(tall.T @ tall, torch.eye(3), atol=1e-5))
for m in ["matrix_exp", "cayley", "householder"]:
    w = parametrizations.orthogonal(nn.Linear(4, 4), orthogonal_map=m).weight
    print(f"{m:11} orthogonal:", torch.allclose(w.T @ w, torch.eye(4), atol=1e-5))
c = parametrizations.orthogonal(nn.Linear(3, 3).to(torch.complex64)).weight
print("complex64 -> unitary, W^H W == I:", torch.allclose(c.mH @ c, torch.eye(3, dtype=torch.complex64), atol=1e-5))
