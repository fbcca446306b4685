import torch

A = torch.tensor([[4.0, 2.0], [2.0, 5.0]], dtype=torch.float64)
junk_upper = A.clone(); junk_upper[0, 1] = 100.0    # not symmetric any more
junk_lower = A.clone(); junk_lower[1, 0] = 100.0
L = torch.linalg.cholesky(A)
print("upper=False ignores the strict upper triangle:", torch.equal(torch.linalg.cholesky(junk_upper), L))
print("upper=True ignores the strict lower triangle :",
      torch.equal(torch.linalg.cholesky(junk_lower, upper=True), L.mT))
Lx, info = torch.linalg.cholesky_ex(junk_lower)   # the default reads the lower triangle: 100 is used
print("upper=False on junk_lower, info:", info.item())
