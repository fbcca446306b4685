import torch

f = torch.tensor([1.0, 0.0, 3.0])
f.logical_not_()              # in-place keeps the tensor's own dtype
print("f.logical_not_():", f, f.dtype)

i = torch.tensor([1, 0, 1])
i.logical_xor_(torch.tensor([1, 1, 0]))
print("i.logical_xor_(...):", i, i.dtype)

out = torch.empty(3, dtype=torch.int16)
torch.logical_or(torch.tensor([0, 0, 5]), torch.tensor([0, 2, 0]), out=out)
print("out= with int16:", out)
