import torch


def f(x):
    return x + 1


model = torch.nn.Linear(2, 2)
print("disable=True returns the function itself:", torch.compile(f, disable=True) is f)
print("disable=True returns the module itself:  ", torch.compile(model, disable=True) is model)

try:
    torch.compile(f, backend="eager", dynamic=True, shapes_spec={})   # two ways to say which sizes vary
except ValueError as e:
    print("dynamic= with shapes_spec=: ValueError -", e)
