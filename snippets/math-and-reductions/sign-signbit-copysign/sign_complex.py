# raises: NotImplementedError
import torch

z = torch.tensor([3 + 4j])
print("sgn(z):", torch.sgn(z))
torch.sign(z)
