# raises: RuntimeError
import torch

x = torch.tensor([[0.0, 1.0, 2.0]])
print("aweights float:", torch.cov(x, aweights=torch.tensor([1.0, 2.0, 1.0])).item())
torch.cov(x, fweights=torch.tensor([1.0, 2.0, 1.0]))   # fweights must be integers
