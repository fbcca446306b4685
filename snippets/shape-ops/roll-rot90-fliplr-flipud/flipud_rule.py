import torch

a = torch.arange(6).view(2, 3)
f = torch.flipud(a)
print("flipud(a):", f.tolist())
print("== a.flip(0):", torch.equal(f, a.flip(0)))
print("1-D input:", torch.flipud(torch.arange(4)).tolist())
print("shares memory:", f.data_ptr() == a.data_ptr())
