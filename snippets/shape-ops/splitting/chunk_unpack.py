# raises: ValueError
import torch

x = torch.arange(6)
a, b, c, d = x.tensor_split(4)          # always 4 pieces
print("tensor_split sizes:", [a.numel(), b.numel(), c.numel(), d.numel()])
a, b, c, d = x.chunk(4)                 # only 3 pieces here
