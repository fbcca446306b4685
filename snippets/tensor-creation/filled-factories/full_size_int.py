# raises: TypeError
import torch

# unlike zeros/ones, full takes the size as ONE sequence argument
print("full((3,), 1.0):", torch.full((3,), 1.0))
torch.full(3, 1.0)
