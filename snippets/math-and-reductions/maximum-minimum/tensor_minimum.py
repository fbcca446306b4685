import torch

a = torch.tensor([[4, 9], [7, 1]])
b = torch.tensor([5, 5])
print("a.minimum(b):", a.minimum(b))
print("same as torch.minimum(a, b):", torch.equal(a.minimum(b), torch.minimum(a, b)))
