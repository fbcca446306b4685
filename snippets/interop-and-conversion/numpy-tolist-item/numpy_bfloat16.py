# raises: TypeError
import torch

b = torch.tensor([1.5, 2.5], dtype=torch.bfloat16)
print("after .float():", b.float().numpy())
b.numpy()   # NumPy has no bfloat16
