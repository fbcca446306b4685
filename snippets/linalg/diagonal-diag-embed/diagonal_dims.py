import torch

batch = torch.arange(2 * 3 * 3).reshape(2, 3, 3)     # two 3x3 matrices
print("default dim1=0, dim2=1 :", tuple(batch.diagonal().shape), "<- diagonal across batch and rows!")
print("dim1=-2, dim2=-1       :", tuple(batch.diagonal(dim1=-2, dim2=-1).shape))
print(batch.diagonal(dim1=-2, dim2=-1))
print("trace per matrix       :", batch.diagonal(dim1=-2, dim2=-1).sum(-1))
