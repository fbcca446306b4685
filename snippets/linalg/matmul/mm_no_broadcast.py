# raises: RuntimeError
import torch

A = torch.ones(5, 2, 3)
B = torch.ones(3, 4)
print("matmul broadcasts:", tuple(torch.matmul(A, B).shape))
print("bmm, same batch  :", tuple(torch.bmm(A, torch.ones(5, 3, 4)).shape))
print("mm of 2-D        :", tuple(torch.mm(A[0], B).shape))
torch.mm(A, B)
