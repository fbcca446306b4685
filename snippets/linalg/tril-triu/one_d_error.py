# raises: RuntimeError
import torch

v = torch.tensor([1.0, 2.0, 3.0])
print("as a row matrix:", v.unsqueeze(0).tril())
torch.tril(v)
