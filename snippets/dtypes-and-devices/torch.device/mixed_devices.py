# raises: RuntimeError
import torch

a = torch.zeros(2)                  # cpu
b = torch.zeros(2, device="meta")   # another device
print("meta tensor + 0-dim cpu tensor ->", (b + torch.tensor(1.0)).device, "(0-dim CPU tensors are allowed)")
a + b
