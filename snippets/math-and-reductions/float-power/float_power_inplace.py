# raises: RuntimeError
import torch

d = torch.tensor([2.0, 3.0], dtype=torch.float64)
r = d.float_power_(2)
print("float64 base:", d, "returns self:", r is d)
f = torch.tensor([2.0, 3.0])
f.float_power_(2)
