import torch

x = torch.tensor([[1.0, 5.0, 5.0],
                  [2.0, 1.0, 2.0]], requires_grad=True)


def grad_of(f):
    x.grad = None
    f(x).sum().backward()
    return x.grad


print("max() over all  :\n", grad_of(lambda t: t.max()))
print("max(dim=1).values:\n", grad_of(lambda t: t.max(dim=1).values))
print("amax(dim=1)     :\n", grad_of(lambda t: t.amax(dim=1)))
print("min() over all  :\n", grad_of(lambda t: t.min()))
print("min(dim=1).values:\n", grad_of(lambda t: t.min(dim=1).values))
print("amin(dim=1)     :\n", grad_of(lambda t: t.amin(dim=1)))
