import torch

z = torch.zeros(1, 3, 1, 2, 1)
print("squeeze():", tuple(z.squeeze().shape))               # all size-1 dims
print("squeeze(0):", tuple(z.squeeze(0).shape))
print("squeeze((0, 2)):", tuple(z.squeeze((0, 2)).shape))   # a tuple of dims
print("squeeze(-1):", tuple(z.squeeze(-1).shape))
print("squeeze(1) (size 3):", tuple(z.squeeze(1).shape))    # not size 1: no change, no error
print("shares storage:", z.squeeze().untyped_storage().data_ptr() == z.untyped_storage().data_ptr())
