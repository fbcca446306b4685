# raises: TypeError
import torch

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print("argmax(dim=None):", x.argmax(dim=None), "(allowed for argmax)")
torch.max(x, dim=None)
