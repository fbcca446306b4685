# raises: RuntimeError
import torch

x = torch.zeros(3)                               # float32
x.scatter_add(0, torch.tensor([0, 1]), torch.tensor([1, 2]))   # int64 src: no promotion
