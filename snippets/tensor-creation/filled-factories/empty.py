import torch

e = torch.empty(2, 3)   # memory is allocated but not written: the values are whatever was there
print("shape:", e.shape)
print("dtype:", e.dtype)

e.fill_(0.5)            # fill it before reading it
print("after fill_:", e)

like = torch.empty_like(torch.arange(6).reshape(2, 3))
print("empty_like shape:", like.shape, " dtype:", like.dtype)
