import torch

m = torch.tensor([[3, 1, 2],
                  [0, 9, 4]])
v, i = torch.sort(m)              # default dim=-1: each row
print("rows sorted:\n", v, "\nindices:\n", i)
v, i = torch.sort(m, dim=0)       # each column
print("columns sorted:\n", v)
print("gather(dim=0, i) == values:", torch.equal(m.gather(0, i), v))
