# raises: RuntimeError
import torch

print("0-d to (2, 2): stride", torch.broadcast_to(torch.tensor(5.0), (2, 2)).stride())
print("size 1 to size 0:", tuple(torch.broadcast_to(torch.zeros(3, 1), (3, 0)).shape))
print("new leading dims:", tuple(torch.broadcast_to(torch.zeros(3), (2, 4, 3)).shape))
torch.broadcast_to(torch.zeros(3), (3, 2))      # trailing 3 cannot become 2
