import torch

A = torch.zeros(2, 2)
print("A.matrix_exp() of the zero matrix:", A.matrix_exp().tolist())
