# raises: RuntimeError
import torch

target = torch.zeros(3, 4)
target.scatter_(0, torch.tensor([[0, 3]]), torch.ones(1, 2))   # row 3 does not exist
