# raises: TypeError
import torch
import torch.nn as nn

ident = nn.Identity()
a, b = torch.randn(2), torch.randn(2)
print("one input:", ident(a) is a)
ident(a, b)                                 # forward takes exactly one input
