import torch

vals = torch.tensor([88.0, 88.5, 88.8, 89.0])  # true sinh stays below float32 max (3.4028e+38)
print("float64 reference     :", torch.sinh(vals.double()))
print("4-element tensor      :", torch.sinh(vals))
big = vals.repeat(256)  # the same values in a 1024-element tensor
print("1024-element tensor   :", torch.sinh(big)[:4])
print("negative, 1024 elems  :", torch.sinh(-big)[:4])
