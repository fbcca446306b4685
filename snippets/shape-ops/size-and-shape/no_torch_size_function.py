# raises: AttributeError
import torch

print("torch.Size is a class:", isinstance(torch.Size, type))
torch.size(torch.zeros(2))
