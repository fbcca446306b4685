# raises: RuntimeError
import torch

w = torch.zeros(2, 3, requires_grad=True)   # a leaf that requires grad
print("w.t() works:", tuple(w.t().shape))
w.t_()
