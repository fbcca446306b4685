import torch

x = torch.tensor([[0, 1, 0],
                  [2, 0, 3]])
print("nonzero():\n", x.nonzero())
print("nonzero_static(size=5):\n", x.nonzero_static(size=5))
print("nonzero_static(size=2):\n", x.nonzero_static(size=2))
print("fill_value=99, size=4:\n", x.nonzero_static(size=4, fill_value=99))
r = x.nonzero_static(size=5)
print("first rows equal nonzero():", torch.equal(r[:3], x.nonzero()))
