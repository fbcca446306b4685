# device: cuda
import torch

n = torch.cuda.device_count()
print("device_count():", n)
print("valid indices:", list(range(n)))
