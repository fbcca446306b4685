# raises: TypeError
import torch

out = torch.zeros(3, 4)
out.scatter_(0, torch.tensor([[0, 1]]))       # needs src or value
