# raises: RuntimeError
import torch

torch.broadcast_shapes((2,), (3,))
