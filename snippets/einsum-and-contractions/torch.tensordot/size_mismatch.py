# raises: RuntimeError
import torch

# a contracted dimension of size 1 broadcasts against the other size, as in einsum
col = torch.tensor([[1.0], [2.0]])             # shape (2, 1)
m = torch.arange(12.0).reshape(3, 4)           # shape (3, 4)
r = torch.tensordot(col, m, dims=([1], [0]))
print("size 1 with size 3:", r.shape, torch.equal(r, torch.einsum("ik,kj->ij", col, m)))

a = torch.ones(2, 3)
b = torch.ones(4, 5)
# otherwise contracted dims must have equal sizes
torch.tensordot(a, b, dims=([1], [0]))
