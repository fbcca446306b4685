import warnings
import torch
from torch import nn
from torch.nn.utils import weight_norm, remove_weight_norm

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    lin = weight_norm(nn.Linear(3, 2))
print(w[0].category.__name__, w[0].message)
print("parameters:", [n for n, _ in lin.named_parameters()], " weight is a", type(lin.weight).__name__)
g, v = lin.weight_g, lin.weight_v
print("weight == g * v / ||v||:", torch.allclose(lin.weight, g * v / v.norm(dim=1, keepdim=True)))
remove_weight_norm(lin)
print("after remove_weight_norm:", [n for n, _ in lin.named_parameters()], type(lin.weight).__name__)
