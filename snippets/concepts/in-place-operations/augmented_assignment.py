import torch

x = torch.zeros(3)
alias = x  # a second name for the same tensor
ptr = x.data_ptr()

x += 1  # in-place, like x.add_(1)
print("after x += 1:    alias =", alias, "| same memory:", x.data_ptr() == ptr)

x = x + 1  # builds a new tensor and rebinds the name
print("after x = x + 1: alias =", alias, "| x =", x, "| same memory:",
      x.data_ptr() == ptr)


def scale_(t):
    t.mul_(2)  # callers see this


a = torch.ones(2)
scale_(a)
print("after scale_(a):", a)
