# raises: RuntimeError
import torch

z = torch.tensor([1 + 1j, -2 + 0j])
w = torch.tensor([0 + 2j, 1 + 0j])
print("compare magnitudes instead:", torch.where(z.abs() >= w.abs(), z, w))
torch.maximum(z, w)
