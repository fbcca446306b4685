import warnings
import torch

a = torch.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
b = torch.tensor([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print("(2, 3) inputs, no dim:", torch.cross(a, b).tolist())
print(w[0].category.__name__, str(w[0].message).splitlines()[0])

# For (3, 3) inputs the first dimension of size 3 is dim 0: columns, not rows.
x = torch.randn(3, 3)
y = torch.randn(3, 3)
old = torch.cross(x, y)
print("same as dim=0: ", torch.allclose(old, torch.cross(x, y, dim=0)))
print("same as dim=-1:", torch.allclose(old, torch.cross(x, y, dim=-1)))
print("linalg.cross (dim=-1) differs:", not torch.allclose(old, torch.linalg.cross(x, y)))
