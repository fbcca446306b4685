import math

import torch
from torch import nn

fc = nn.Linear(100, 50)
bound = 1 / math.sqrt(fc.in_features)
print("bound 1/sqrt(in_features):", round(bound, 4))
print("max |weight|:", round(fc.weight.abs().max().item(), 4))
print("max |bias|:  ", round(fc.bias.abs().max().item(), 4))
