import torch

x = torch.arange(4.0)
A = torch.complex(x, x).reshape(2, 2)
print("A:", A.tolist())
adj = torch.adjoint(A)
print("adjoint:", adj.tolist())
print("== transpose(-2, -1).conj():", torch.equal(adj, A.transpose(-2, -1).conj()))
print("view of A:", adj.data_ptr() == A.data_ptr(), "| lazy conjugate bit:", adj.is_conj())

R = torch.arange(6.0).reshape(2, 3)                  # real: just the transpose
print("real:", torch.equal(R.adjoint(), R.transpose(-2, -1)), "| is_conj:", R.adjoint().is_conj())
print("batch (4, 2, 3) ->", tuple(torch.zeros(4, 2, 3).adjoint().shape))
