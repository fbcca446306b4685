# raises: RuntimeError
import torch

x = torch.tensor([3.0, 1.0, 2.0])
print("k = size works:", torch.topk(x, 3).values)
torch.topk(x, 4)
