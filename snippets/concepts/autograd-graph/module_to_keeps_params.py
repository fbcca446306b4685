import torch
from torch import nn

lin = nn.Linear(2, 2)
w = lin.weight
print("w.double(): is_leaf", w.double().is_leaf)  # a new, non-leaf tensor

lin.double()  # Module.to()/double() keep the same Parameter objects
print("after lin.double(): same Parameter object:", lin.weight is w,
      "| dtype:", lin.weight.dtype, "| is_leaf:", lin.weight.is_leaf)
