import torch
from torch import nn

class Scale(nn.Module):
    def forward(self, x, factor=1.0):
        return x * factor

m = Scale()
m.register_forward_hook(lambda mod, args, out: print("positional only: args =", args))
m.register_forward_hook(lambda mod, args, kwargs, out: print("with_kwargs:     kwargs =", kwargs),
                        with_kwargs=True)
m(torch.ones(1), factor=2.0)
