import torch

x = torch.arange(12).reshape(3, 4)
picked = torch.index_select(x, 0, torch.tensor([1]))
print("shares storage:", picked.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
picked.fill_(-1)
print(x)            # unchanged: index_select copies
