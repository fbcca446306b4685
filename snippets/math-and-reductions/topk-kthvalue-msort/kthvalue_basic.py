import torch

x = torch.tensor([[1.0, 5.0, 3.0],
                  [4.0, 2.0, 6.0]])
r = torch.kthvalue(x, 2)                 # 2nd smallest along the last dimension
print(type(r).__name__, "values:", r.values, "indices:", r.indices)
print("keepdim=True shape:", torch.kthvalue(x, 2, dim=1, keepdim=True).values.shape)
print("k=1 equals min    :", torch.equal(torch.kthvalue(x, 1).values, x.min(dim=1).values))
print("median of 3 == kthvalue(k=2):", torch.equal(x.median(dim=1).values, r.values))
print("0-dim input       :", torch.kthvalue(torch.tensor(5.0), 1).values)
