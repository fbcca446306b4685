import torch

A = torch.randn(4, 3)
U, S, V = torch.svd(A)
print("U shape", tuple(U.shape), "stride", U.stride(), "contiguous:", U.is_contiguous())
print("U.mT is contiguous (column-major U):", U.mT.is_contiguous())
print("U.contiguous() stride:", U.contiguous().stride())
try:
    U.view(12)
except RuntimeError as e:
    print("U.view(12):", str(e).split(" (")[0])
print("U.contiguous().view(12):", tuple(U.contiguous().view(12).shape))
