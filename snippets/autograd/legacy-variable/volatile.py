import warnings

import torch
from torch.autograd import Variable

x = torch.ones(2, requires_grad=True)

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    v = Variable(torch.ones(2), volatile=True)   # old way to switch off graph building
    print("Variable(..., volatile=True).requires_grad:", v.requires_grad)
    print("volatile attribute:", x.volatile)     # always False now
    y = x * 2                                    # still tracked: volatile had no effect
for r in w:
    print(r.category.__name__ + ":", r.message)
print("y.requires_grad:", y.requires_grad)
