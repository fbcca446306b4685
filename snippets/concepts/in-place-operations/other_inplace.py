import torch

m = torch.arange(6.0).reshape(2, 3)
m.t_()  # transposes the tensor object itself
print("after t_():", m.shape, m.stride())

dst = torch.zeros(2, 3, dtype=torch.int64)
dst.copy_(torch.tensor([1.7, -2.2, 3.9]))  # broadcasts the source and converts its dtype
print("copy_ into int64:\n", dst)

out = torch.empty(3)
torch.add(torch.ones(3), 2, out=out)  # out= writes into an existing tensor
print("torch.add(..., out=out):", out)
out.zero_()
print("after zero_():", out)
out.fill_(5)
print("after fill_(5):", out)
