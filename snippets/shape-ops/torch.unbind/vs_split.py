import torch

x = torch.arange(6).reshape(2, 3)
print("unbind(0):  ", [tuple(t.shape) for t in x.unbind(0)])     # dim removed
print("split(1, 0):", [tuple(t.shape) for t in x.split(1, 0)])   # dim kept, size 1
a, b = x                                          # iterating also walks dim 0
print("tuple unpacking:", a.tolist(), b.tolist())
print("empty dim 0:", torch.unbind(torch.zeros(0, 3)))
