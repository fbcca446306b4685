# raises: ValueError
import torch
from torch import nn

fc = nn.Linear(4, 3)
nn.init.zeros_(fc.bias)  # fine: constants work for any shape
print("bias:", fc.bias.data)
nn.init.xavier_uniform_(fc.bias)  # a 1-D tensor has no fan-in/fan-out
