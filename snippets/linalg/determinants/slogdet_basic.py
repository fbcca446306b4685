import torch

A = torch.randn(3, 4, 4, dtype=torch.float64)
sign, logabsdet = torch.linalg.slogdet(A)
print("sign:", sign)
print("logabsdet:", logabsdet)
print("max |sign*exp(logabsdet) - det|:",
      (sign * logabsdet.exp() - torch.linalg.det(A)).abs().max().item())

C = torch.tensor([[1j, 0.0], [0.0, 2.0]], dtype=torch.complex128)
res = torch.linalg.slogdet(C)
print("complex: sign =", res.sign, " |sign| =", res.sign.abs().item(),
      " logabsdet dtype =", res.logabsdet.dtype)
