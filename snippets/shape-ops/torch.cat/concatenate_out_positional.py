# raises: TypeError
import torch

a = torch.zeros(2, 3)
out = torch.empty(4, 3)
torch.concatenate((a, a), 0, out)    # out must be given by keyword
