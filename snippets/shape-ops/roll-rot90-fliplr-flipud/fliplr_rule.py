import torch

a = torch.arange(6).view(2, 3)
f = torch.fliplr(a)
print("fliplr(a):", f.tolist())
print("== a.flip(1):", torch.equal(f, a.flip(1)))
t = torch.arange(8).view(2, 2, 2)
print("3-D input, dim 1 reversed:", torch.fliplr(t).tolist())
