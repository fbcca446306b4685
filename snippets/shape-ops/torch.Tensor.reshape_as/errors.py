import torch

x = torch.arange(6.0)
print("other on the meta device: result device", x.reshape_as(torch.empty(2, 3, device="meta")).device)
try:
    x.reshape_as(torch.empty(4))
except RuntimeError as e:
    print("6 elements into 4: RuntimeError -", e)
