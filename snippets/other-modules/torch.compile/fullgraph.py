import torch


def f(x):
    y = x.sin()
    print("inside f")
    return y.cos()


strict = torch.compile(f, backend="eager", fullgraph=True)
try:
    strict(torch.ones(3))
except Exception as e:   # the message is long; print its class and first line
    print(type(e).__module__ + "." + type(e).__name__)
    print(str(e).splitlines()[0])
    print("is a RuntimeError:", isinstance(e, RuntimeError))
