# raises: RuntimeError
import torch

x = torch.tensor([[1.0, float("nan")], [3.0, 2.0]])
print("amax(x, dim=1) with a NaN:", torch.amax(x, dim=1))
print("nan-ignoring max         :", torch.amax(torch.nan_to_num(x, nan=float("-inf")), dim=1))
print("amax over the size-3 dim of (0, 3):", torch.amax(torch.empty(0, 3), dim=1).shape)
torch.amax(torch.empty(0))
