# raises: IndexError
import torch

x = torch.arange(12).reshape(3, 4)
torch.index_select(x, 0, torch.tensor([0, 3]))
