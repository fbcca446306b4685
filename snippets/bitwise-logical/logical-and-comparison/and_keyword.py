# raises: RuntimeError
import torch

a = torch.tensor([1, 2, 3])
(a > 0) and (a < 3)   # `and` calls bool() on the left tensor
