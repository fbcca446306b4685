import warnings
import torch
from torch.nn import init

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    t = init.trunc_normal_(torch.empty(5), mean=10.0)     # mean far outside [-2, 2]
print(w[0].category.__name__, w[0].message)
print("values:", t)
