import torch

A = torch.tensor([[1 + 2j, 3 - 1j],
                  [0 + 1j, 4 + 0j]])
print("A.H:", A.H.tolist())
print("== A.T.conj():", torch.equal(A.H, A.T.conj()))
R = torch.arange(6.0).reshape(2, 3)
print("real R.H == R.T:", torch.equal(R.H, R.T))

A.H[0, 1] = 5 + 5j                                   # writes through the conjugate view
print("A[1, 0] after writing A.H[0, 1] = 5+5j:", A[1, 0].item())
