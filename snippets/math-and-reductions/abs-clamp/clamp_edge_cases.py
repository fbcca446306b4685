# raises: RuntimeError
import torch

x = torch.tensor([1.0, 5.0, 9.0])
print("min > max (6, 3)   :", torch.clamp(x, min=6, max=3), "(everything becomes max)")

i = torch.tensor([1, 5, 9])
print("int64 with min=2.5 :", torch.clamp(i, min=2.5), torch.clamp(i, min=2.5).dtype)
print("int64 with min=2   :", torch.clamp(i, min=2), torch.clamp(i, min=2).dtype)

torch.clamp(x)          # neither bound given
