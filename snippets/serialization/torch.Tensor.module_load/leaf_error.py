import torch

p = torch.nn.Parameter(torch.zeros(2))
try:
    p.module_load(torch.ones(2))
except RuntimeError as e:
    print("outside no_grad: RuntimeError -", e)
try:
    with torch.no_grad():
        p.module_load(torch.ones(3))
except RuntimeError as e:
    print("shape mismatch: RuntimeError -", e)
print("assign=True outside no_grad:", p.module_load(torch.ones(2), assign=True))
buf = torch.zeros(2)                         # a buffer: requires_grad=False
print("buffer, assign=False outside no_grad:", buf.module_load(torch.ones(2)), "| buf:", buf)
