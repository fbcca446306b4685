# raises: RuntimeError
import torch

inp = torch.arange(12).reshape(3, 4)
torch.gather(inp, 0, torch.tensor([[0, 3]]))  # row 3 does not exist
