# raises: RuntimeError
import torch

x = torch.tensor([3.0, 1.0, 2.0])
print("k=3 (largest):", torch.kthvalue(x, 3).values)
torch.kthvalue(x, 0)                     # k counts from 1
