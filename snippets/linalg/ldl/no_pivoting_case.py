import torch

A = torch.tensor([[4.0, 2.0, 0.4],
                  [2.0, 5.0, 1.0],
                  [0.4, 1.0, 3.0]], dtype=torch.float64)   # positive-definite
LD, pivots = torch.linalg.ldl_factor(A)
print("pivots:", pivots, "(1..n: no interchanges, no 2x2 blocks)")
L = LD.tril(-1) + torch.eye(3, dtype=A.dtype)
D = torch.diag(LD.diagonal())
print("D:", LD.diagonal())
print("max |L D L^T - A|:", (L @ D @ L.mT - A).abs().max().item())
Aj = A.clone(); Aj[0, 2] = 99.0                       # junk in the upper triangle
print("upper triangle ignored:", torch.equal(torch.linalg.ldl_factor(Aj).LD, LD))
