# raises: RuntimeError
import torch

batch = torch.zeros(2, 3, 3)
eye = torch.diagonal_scatter(batch, torch.ones(2, 3), 0, 1, 2)   # the diagonal of each 3 x 3
print("dim1=1, dim2=2:", tuple(eye.shape), "| trace per matrix:", eye.diagonal(0, 1, 2).sum(-1).tolist())
print("default dims give diagonal shape:", tuple(torch.diagonal(batch).shape))
torch.diagonal_scatter(batch, torch.ones(2, 3))             # defaults dim1=0, dim2=1
