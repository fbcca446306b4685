# raises: RuntimeError
import torch

torch.zeros(2, 3).reshape(4, -1)              # 6 elements cannot fill 4 x ?
