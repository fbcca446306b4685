import torch

for fn in (torch.maximum, torch.fmax):
    x = torch.tensor([1.0, 2.0, 2.0], requires_grad=True)
    y = torch.tensor([2.0, 1.0, 2.0], requires_grad=True)
    fn(x, y).sum().backward()
    print(f"{fn.__name__:8s} x.grad: {x.grad}  y.grad: {y.grad}")
