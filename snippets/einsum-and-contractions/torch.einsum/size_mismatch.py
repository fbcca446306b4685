# raises: RuntimeError
import torch

u = torch.ones(2)
v = torch.ones(3)
# the same label must have the same size (or size 1) in every operand
torch.einsum("i,i->", u, v)
