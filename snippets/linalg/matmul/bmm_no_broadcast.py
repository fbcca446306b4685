# raises: RuntimeError
import torch

a = torch.ones(1, 2, 3)
b = torch.ones(5, 3, 4)
print("matmul:", tuple((a @ b).shape))
torch.bmm(a, b)
