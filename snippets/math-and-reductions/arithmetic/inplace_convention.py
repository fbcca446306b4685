import torch

x = torch.tensor([1.0, 2.0, 3.0])
ptr = x.data_ptr()

y = x.add(1)        # out-of-place: new tensor, x unchanged
print("after x.add(1)  x =", x, " y =", y)
print("y shares x's memory:", y.data_ptr() == ptr)

r = x.add_(1)       # in-place: trailing underscore, x is modified
print("after x.add_(1) x =", x)
print("returns x itself:", r is x, "| same memory:", x.data_ptr() == ptr)

x += 1              # augmented assignment is also in-place for tensors
print("after x += 1    x =", x, "| same memory:", x.data_ptr() == ptr)

x = x + 1           # rebinding: a new tensor is created
print("after x = x + 1 same memory:", x.data_ptr() == ptr)
