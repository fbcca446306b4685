import torch

A = torch.arange(12).reshape(3, 4)
print("A:", A.tolist())
print("diag(A):    ", torch.diag(A).tolist())
print("diag(A, 1): ", torch.diag(A, 1).tolist())
print("diag(A, -1):", torch.diag(A, -1).tolist())
print("diag(A, 5): ", torch.diag(A, 5).tolist(), "(no such diagonal)")

d = torch.diag(A)
d[0] = 100
print("a copy: A[0, 0] is still", A[0, 0].item(), "| diagonal() would be a view:",
      A.diagonal().data_ptr() == A.data_ptr())
