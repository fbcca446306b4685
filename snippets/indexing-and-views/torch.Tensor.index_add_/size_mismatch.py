# raises: RuntimeError
import torch

x = torch.zeros(3, 4)
x.index_add_(0, torch.tensor([0, 1]), torch.ones(3, 4))   # 2 indices, 3 source rows
