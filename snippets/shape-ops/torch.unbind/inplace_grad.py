# raises: RuntimeError
import torch

w = torch.ones(2, 3, requires_grad=True)
h = w * 2
first, second = h.unbind(0)
print("out of place is fine:", (first * 3).tolist())
first.mul_(3)                                     # in-place on an unbind output
