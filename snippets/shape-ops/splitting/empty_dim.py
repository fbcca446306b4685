import torch

e = torch.zeros(0, 2)
print("chunk(3) of size 0:", [tuple(p.shape) for p in e.chunk(3)])
print("tensor_split(3):   ", [tuple(p.shape) for p in e.tensor_split(3)])
print("split(2):          ", [tuple(p.shape) for p in e.split(2)])
