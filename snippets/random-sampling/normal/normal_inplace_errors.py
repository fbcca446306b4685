# raises: RuntimeError
import torch

try:
    torch.empty(3, dtype=torch.int64).normal_()
except NotImplementedError as e:
    print("int64 tensor ->", e)
try:
    torch.empty(3).normal_(torch.zeros(3), 1.0)
except TypeError as e:
    print("tensor mean ->", e)
try:
    torch.empty(3).normal_(0.0, -1.0)
except RuntimeError as e:
    print("negative std ->", e)
w = torch.zeros(3, requires_grad=True)
w.normal_()                                   # leaf that requires grad, outside no_grad
