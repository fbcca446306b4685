# raises: AttributeError
import torch

print("torch.nonzero exists:", hasattr(torch, "nonzero"))
torch.non_zero(torch.tensor([0, 1]))
