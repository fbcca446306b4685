# raises: RuntimeError
import torch

print(torch.bernoulli(torch.tensor([0.0, 1.0])))      # the bounds 0 and 1 are allowed
torch.bernoulli(torch.tensor([0.5, 1.2]))             # 1.2 is not a probability
