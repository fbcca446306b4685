# raises: RuntimeError
import torch

print("float:", torch.zeros(2, requires_grad=True).requires_grad)
torch.zeros(2, dtype=torch.int64, requires_grad=True)
