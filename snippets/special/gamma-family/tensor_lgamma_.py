# raises: RuntimeError
import torch

x = torch.tensor([1.0, 4.0, 0.5])
r = x.lgamma_()
print("x after lgamma_:", x, "| returns x:", r is x)
torch.tensor([1, 4]).lgamma_()  # float result, int64 tensor
