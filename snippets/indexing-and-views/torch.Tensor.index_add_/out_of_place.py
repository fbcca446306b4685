import torch

x = torch.zeros(3, 2)
src = torch.ones(2, 2)
idx = torch.tensor([2, 0])

y = torch.index_add(x, 0, idx, src, alpha=5)   # function form: new tensor
print(y)
print("x untouched:", x.sum().item() == 0)
print("method index_add equal:", torch.equal(x.index_add(0, idx, src, alpha=5), y))
