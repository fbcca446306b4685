# raises: RuntimeError
import torch

cond = torch.tensor([[True, False, True], [False, True, False]])   # (2, 3)
print("(2, 3) with (3,):", tuple(torch.where(cond, torch.zeros(3), 1.0).shape))
print("(2, 3) with (2, 1):", tuple(torch.where(cond, torch.zeros(2, 1), 1.0).shape))
torch.where(cond, torch.zeros(2), 1.0)                             # (2,) does not broadcast to (2, 3)
