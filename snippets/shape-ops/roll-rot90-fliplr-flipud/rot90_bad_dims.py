# raises: RuntimeError
import torch

print("2-D works:", tuple(torch.rot90(torch.zeros(2, 3)).shape))
torch.rot90(torch.arange(3))                   # 1-D: no plane to rotate in
