# raises: TypeError
import torch

# steps is required: there is no default number of points
torch.linspace(0, 1)
