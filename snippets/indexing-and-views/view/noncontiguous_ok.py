import torch

x = torch.arange(12).reshape(3, 4)
xt = x.t()                  # shape (4, 3), stride (1, 4): not contiguous
print("xt contiguous:", xt.is_contiguous())

# Splitting one dim into two, or adding size-1 dims, keeps the strides valid.
a = xt.view(2, 2, 3)
b = xt.view(4, 3, 1)
print("xt.view(2, 2, 3) stride:", a.stride())
print("xt.view(4, 3, 1) stride:", b.stride())
print("same storage:", a.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
