import warnings
import torch

A = torch.randn(3, 3)                       # both dims have size 3
B = torch.randn(3, 3)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    old = torch.cross(A, B)                 # no dim given
print("warning:", w[0].category.__name__, "-", str(w[0].message).splitlines()[0])
print("torch.cross(A, B) == linalg.cross(A, B, dim=0):", torch.allclose(old, torch.linalg.cross(A, B, dim=0)))
print("torch.cross(A, B) == linalg.cross(A, B) (dim=-1):", torch.allclose(old, torch.linalg.cross(A, B)))
