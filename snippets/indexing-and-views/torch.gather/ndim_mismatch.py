# raises: RuntimeError
import torch

inp = torch.arange(12).reshape(3, 4)
torch.gather(inp, 1, torch.tensor([0, 2, 1]))   # 1-D index for a 2-D input
