# raises: RuntimeError
import torch

inp = torch.arange(12).reshape(3, 4)
index = torch.zeros(1, 5, dtype=torch.long)   # 5 > inp.size(1) = 4
torch.gather(inp, 0, index)
