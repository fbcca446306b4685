import torch

y = torch.tensor([4, 5])
a = torch.meshgrid(torch.tensor(7), y, indexing="ij")
b = torch.meshgrid(torch.tensor([7]), y, indexing="ij")
print("0-d input shapes:  ", [tuple(t.shape) for t in a])
print("(1,) input shapes: ", [tuple(t.shape) for t in b])
print("same values:", all(torch.equal(p, q) for p, q in zip(a, b)))
