# raises: RuntimeError
import torch

x = torch.zeros(4, 2)
print("x.view(torch.float64):", tuple(x.view(torch.float64).shape))      # last dim 2 -> 1
print("x.t().view(torch.int32):", tuple(x.t().view(torch.int32).shape))  # same element size: any strides
x.t().view(torch.float64)                       # different size needs stride 1 in the last dim
