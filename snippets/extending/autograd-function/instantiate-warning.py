import warnings

import torch
from torch.autograd import Function

class Double(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    Double()                          # creating an instance is deprecated
print(w[0].category.__name__ + ":", w[0].message)
print("use the class:", Double.apply(torch.ones(2)))
