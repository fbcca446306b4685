# raises: RuntimeError
import torch

t = torch.ones(2)                  # requires_grad=False
t.register_hook(lambda g: g)
