# raises: AssertionError
import torch

torch.cuda.current_device()
