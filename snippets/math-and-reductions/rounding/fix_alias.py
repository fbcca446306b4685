import warnings

import torch

x = torch.tensor([-1.5, 1.5, -0.2])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    a = x.fix()
    b = torch.fix(x)
print("x.fix()      :", a)
print("torch.fix(x) :", b)
print("== trunc     :", torch.equal(a, torch.trunc(x)))
print("warnings     :", len(w))
y = x.clone()
y.fix_()
print("fix_ in place:", y)
