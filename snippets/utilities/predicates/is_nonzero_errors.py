# raises: RuntimeError
import torch

try:
    torch.is_nonzero(torch.tensor([1, 3, 5]))
except RuntimeError as e:
    print("three elements:", e)
torch.is_nonzero(torch.tensor([]))
