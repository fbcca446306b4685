import torch

A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [2.0, 0.0]], dtype=torch.float64)
a, tau = A.geqrf()
print(type(A.geqrf()).__name__, "| tau:", tau)
print("same as torch.geqrf(A):", all(torch.equal(x, y) for x, y in zip((a, tau), torch.geqrf(A))))
