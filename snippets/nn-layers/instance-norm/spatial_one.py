# raises: ValueError
import torch
import torch.nn as nn

inorm = nn.InstanceNorm1d(3)
print("(2, 3, 2) ->", tuple(inorm(torch.randn(2, 3, 2)).shape))
try:
    inorm(torch.randn(2, 3, 2, 2))
except ValueError as e:
    print("4-D input: ValueError:", e)
inorm(torch.randn(2, 3, 1))                 # one value per instance: nothing to normalise
