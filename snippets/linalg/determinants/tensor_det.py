import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print("A.det():", A.det(), " ad - bc =", 1.0 * 4.0 - 2.0 * 3.0)
