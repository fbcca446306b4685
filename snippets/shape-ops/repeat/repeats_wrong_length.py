# raises: RuntimeError
import torch

torch.repeat_interleave(torch.tensor([1, 2]), torch.tensor([1, 2, 3]))
