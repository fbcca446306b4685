import torch
from torch import nn

for cls in (torch.optim.Adam, torch.optim.ASGD, torch.optim.Adafactor, torch.optim.LBFGS):
    w = nn.Parameter(torch.randn(3, 4))
    opt = cls([w], lr=0.01)

    def closure():
        opt.zero_grad()
        loss = (w ** 2).sum()
        loss.backward()
        return loss

    closure()
    opt.step(closure)
    shapes = {k: tuple(v.shape) for k, v in opt.state[w].items() if torch.is_tensor(v)}
    print(f"{cls.__name__:9} param (3, 4) -> state tensors {shapes}")
