import math

import torch

x = torch.tensor([0.0, math.pi / 3, math.pi / 2, math.pi])
print("cos(x)          :", torch.cos(x))
print("x.cos() equal   :", torch.equal(x.cos(), torch.cos(x)))
print("cos is even     :", torch.equal(torch.cos(-x), torch.cos(x)))

y = x.clone()
ptr = y.data_ptr()
y.cos_()
print("after y.cos_()  :", y, "| same memory:", y.data_ptr() == ptr)

n = torch.tensor([0, 1, 2])
print("int64 -> dtype  :", torch.cos(n).dtype)
try:
    n.cos_()
except RuntimeError as e:
    print("int64 .cos_()   : RuntimeError:", e)
