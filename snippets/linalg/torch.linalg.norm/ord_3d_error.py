# raises: RuntimeError
import torch

x = torch.ones(2, 3, 4)
print("matrix_norm over the last two dims:", torch.linalg.matrix_norm(x, ord=1))
torch.linalg.norm(x, ord=1)
