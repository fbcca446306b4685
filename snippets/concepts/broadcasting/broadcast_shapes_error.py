# raises: RuntimeError
import torch

print(torch.broadcast_shapes((5, 3, 4, 1), (3, 1, 1)))
torch.broadcast_shapes((5, 2, 4, 1), (3, 1, 1))
