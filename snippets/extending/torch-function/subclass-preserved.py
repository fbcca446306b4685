import warnings

import torch

class Tagged(torch.Tensor):
    pass

t = torch.arange(4.0).as_subclass(Tagged)
print("t + 1:         ", type(t + 1).__name__)
print("torch.sin(t):  ", type(torch.sin(t)).__name__)
print("t.sum():       ", type(t.sum()).__name__)
print("t[0]:          ", type(t[0]).__name__)
print("t.view(2, 2):  ", type(t.view(2, 2)).__name__)
print("plain + t:     ", type(torch.zeros(4) + t).__name__)
print("torch.cat:     ", type(torch.cat([t, torch.zeros(1)])).__name__)
with warnings.catch_warnings():
    warnings.simplefilter("ignore")                            # torch.tensor(t) suggests clone().detach()
    print("torch.tensor(t):", type(torch.tensor(t)).__name__)  # a copy into a new plain tensor
print("t.tolist():    ", type(t.tolist()).__name__)
print("t.shape:       ", type(t.shape).__name__)
print(repr(t))
