import warnings

import torch
from torch.autograd import gradcheck

x32 = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)          # float32
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    ok32 = gradcheck(lambda t: (t**3).sum(), (x32,), raise_exception=False)
print("float32 gradcheck:", ok32)
print(w[0].category.__name__ + ":", w[0].message)

x64 = x32.detach().double().requires_grad_()
print("float64 gradcheck:", gradcheck(lambda t: (t**3).sum(), (x64,)))
