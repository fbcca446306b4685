# raises: RuntimeError
import torch

x = torch.zeros(3, 4)
x.index_add_(0, torch.tensor([0, 5]), torch.ones(2, 4))
