# raises: RuntimeError
import torch

x = torch.arange(12).reshape(3, 4)
xt = x.t()                  # a view with stride (1, 4)
print("xt stride:", xt.stride(), "contiguous:", xt.is_contiguous())
print("xt.reshape(12):", xt.reshape(12))
xt.view(12)
