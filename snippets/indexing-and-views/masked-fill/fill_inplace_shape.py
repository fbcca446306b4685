# raises: RuntimeError
import torch

v = torch.zeros(3)
big_mask = torch.ones(2, 3, dtype=torch.bool)
print("out of place:", tuple(v.masked_fill(big_mask, 1.0).shape))
v.masked_fill_(big_mask, 1.0)   # in place cannot grow self from (3,) to (2, 3)
