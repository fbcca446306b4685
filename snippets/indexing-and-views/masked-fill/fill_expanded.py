import warnings
import torch

base = torch.zeros(3)
e = base.expand(2, 3)                   # both rows share base's memory
mask = torch.tensor([[True, False, False],
                     [False, False, True]])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    e.masked_fill_(mask, 1.0)
print(w[0].category.__name__, str(w[0].message).split(".")[0])
print("e:", e.tolist())                 # a write to one row shows in both
print("base:", base.tolist())
print("clone first:", base.new_zeros(3).expand(2, 3).clone().masked_fill_(mask, 1.0).tolist())
