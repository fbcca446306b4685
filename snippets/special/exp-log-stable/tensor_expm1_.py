# raises: RuntimeError
import torch

x = torch.tensor([0.0, 1e-7, 1.0])
r = x.expm1_()
print("x after expm1_:", x, "| returns x:", r is x)

torch.tensor([0, 1]).expm1_()  # int64 cannot hold the float result
