# raises: NotImplementedError
import torch

z = torch.tensor([1 + 1j, 0 + 2j])
print("compare magnitudes instead:", torch.cummin(z.abs(), 0).values)
torch.cummin(z, 0)                             # complex numbers have no order
