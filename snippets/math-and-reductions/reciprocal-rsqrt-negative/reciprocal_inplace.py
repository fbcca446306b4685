# raises: RuntimeError
import torch

f = torch.tensor([2.0, 4.0, 0.5])
r = f.reciprocal_()
print("float reciprocal_:", f, "returns self:", r is f)
i = torch.tensor([2, 4])
i.reciprocal_()
