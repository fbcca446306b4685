import torch

a = torch.arange(24.0).reshape(4, 2, 3)           # a batch of four 2x3 matrices
at = a.transpose(-2, -1)
print("a.transpose(-2, -1):", tuple(at.shape), "| equal to a.mT:", torch.equal(at, a.mT))
print("transpose(0, 2) == transpose(2, 0):", torch.equal(a.transpose(0, 2), a.transpose(2, 0)))
gram = a @ at                                      # per-matrix A @ A^T
print("gram shape:", tuple(gram.shape))
print("gram[0]:", gram[0])
