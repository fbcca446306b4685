import torch

src = torch.tensor([1, 2, 3])          # int64
alias = torch.Tensor(src)              # no copy and no conversion to float
print("alias dtype:", alias.dtype)
print("same memory:", alias.data_ptr() == src.data_ptr())
alias[0] = 100
print("src after writing alias[0]:", src)
