# raises: RuntimeError
import torch

x = torch.tensor([0.0, 1.0, 2.0])
r = x.i0_()
print("x after i0_:", x, "| returns x:", r is x)
torch.tensor([0, 1]).i0_()  # float result, int64 tensor
