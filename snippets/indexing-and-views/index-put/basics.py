import torch

x = torch.zeros(3, 4)
rows = torch.tensor([0, 2])
cols = torch.tensor([1, 3])
r = x.index_put_((rows, cols), torch.tensor([5.0, 6.0]))
print(x)
print("returns self:", r is x)

y = torch.zeros(3, 4)
y[rows, cols] = torch.tensor([5.0, 6.0])          # the indexing spelling
print("same as y[rows, cols] = values:", torch.equal(x, y))
