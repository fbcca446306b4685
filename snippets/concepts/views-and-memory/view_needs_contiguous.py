# raises: RuntimeError
import torch

x = torch.arange(6.0).reshape(2, 3)
xt = x.t()
print("reshape works and copies:", xt.reshape(6))
print("contiguous().view works:", xt.contiguous().view(6))
xt.view(6)
