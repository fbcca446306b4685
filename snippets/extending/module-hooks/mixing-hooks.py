# raises: RuntimeError
import torch
from torch import nn

lin = nn.Linear(3, 2)
lin.register_full_backward_hook(lambda m, gi, go: None)
print("full backward hook registered")
lin.register_backward_hook(lambda m, gi, go: None)      # refused at registration
