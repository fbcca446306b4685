import torch

batch = torch.arange(18).reshape(2, 3, 3)         # two 3x3 matrices
wrong = torch.diagonal(batch)                       # dim1=0, dim2=1: batch dim x rows
right = torch.diagonal(batch, dim1=-2, dim2=-1)     # one diagonal per matrix
print("default dims: shape", tuple(wrong.shape), wrong.tolist())
print("dim1=-2, dim2=-1: shape", tuple(right.shape), right.tolist())
