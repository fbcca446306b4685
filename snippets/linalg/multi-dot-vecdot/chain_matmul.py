import warnings
import torch

A, B, C = torch.randn(4, 3), torch.randn(3, 5), torch.randn(5, 2)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    r = torch.chain_matmul(A, B, C)
print("shape:", tuple(r.shape), " equal to multi_dot:", torch.allclose(r, torch.linalg.multi_dot([A, B, C])))
for x in w:
    print(x.category.__name__ + ":", str(x.message).split(". ")[0] + ".")
try:
    torch.chain_matmul(torch.randn(4), A.mT)
except RuntimeError as e:
    print("1-D first argument:", e)
