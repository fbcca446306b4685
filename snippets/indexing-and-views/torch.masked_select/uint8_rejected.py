# raises: RuntimeError
import torch

x = torch.arange(6)
byte_mask = (x > 3).to(torch.uint8)     # the old ByteTensor mask
torch.masked_select(x, byte_mask)
