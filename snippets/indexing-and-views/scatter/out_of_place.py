import torch

base = torch.zeros(2, 4)
index = torch.tensor([[3], [0]])
src = torch.tensor([[7.0], [9.0]])

new = torch.scatter(base, 1, index, src)     # returns a new tensor
print(new)
print("base untouched:", base.sum().item() == 0)

same = base.scatter_(1, index, src)          # in place, returns self
print("scatter_ returns self:", same is base)
print(base)

ones = torch.ones(2, 4)
print("scalar value:", torch.scatter(ones, 1, index, 5.0))
print("value with reduce='add':", torch.scatter(ones, 1, index, 5.0, reduce="add"))
print("ones untouched:", bool((ones == 1).all()))
