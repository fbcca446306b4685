# raises: RuntimeError
import torch

ints = torch.tensor([[1, 2], [3, 4]])
floats = torch.tensor([[0.5, 0.0], [0.0, 0.5]])
print("elementwise * promotes:", (ints * floats).dtype)
print("cast first, then @    :", ints.float() @ floats)
ints @ floats
