import torch

torch.set_printoptions(linewidth=30)
print(torch.arange(12.0))
torch.set_printoptions(profile="default")
print(torch.arange(12.0))
