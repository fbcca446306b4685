# raises: RuntimeError
import torch

a = torch.tensor([1, 2, 3])
print("(a > 1) & (a < 3):", (a > 1) & (a < 3))
# without parentheses Python reads: a > (1 & a) < 3, a chained comparison that needs bool(...)
a > 1 & a < 3
