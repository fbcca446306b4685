import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([1, 0, 3])
print("torch.not_equal(a, b):", torch.not_equal(a, b))
print("same as torch.ne     :", torch.equal(torch.not_equal(a, b), torch.ne(a, b)))
out = torch.empty(3, dtype=torch.int32)
torch.not_equal(a, b, out=out)
print("out= int32 tensor    :", out)
