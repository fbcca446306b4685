import torch

x = torch.tensor([-3.0, 0.5, 5.0])
a = torch.clamp(x, -1, 1)
b = torch.clip(x, -1, 1)
print("clamp :", a)
print("clip  :", b)
print("equal :", torch.equal(a, b))
print("method and in-place forms:", x.clip(max=0), x.clone().clip_(min=0))
