import torch

x = torch.arange(6)
target = torch.empty(2, 3)

y = x.view_as(target)               # same as x.view(target.size())
print("y shape:", tuple(y.shape))
print("equal to x.view(target.size()):", torch.equal(y, x.view(target.size())))
print("dtype kept (not taken from target):", y.dtype)
print("same storage:", y.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
