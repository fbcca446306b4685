# raises: RuntimeError
import torch

x = torch.arange(8).view(4, 2)
torch.roll(x, shifts=(1, 2), dims=0)           # two shifts, one dimension
