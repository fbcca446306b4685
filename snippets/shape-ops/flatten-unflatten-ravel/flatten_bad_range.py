# raises: RuntimeError
import torch

x = torch.zeros(2, 3, 4)
print("flatten(x, -1, -1):", tuple(torch.flatten(x, -1, -1).shape))
torch.flatten(x, 2, 0)                      # start_dim after end_dim
