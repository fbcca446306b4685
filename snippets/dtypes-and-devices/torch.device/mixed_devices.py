# raises: RuntimeError
import torch

a = torch.zeros(2)                  # cpu
b = torch.zeros(2, device="meta")   # another device
print("meta tensor + 0-dim cpu tensor ->", (b + torch.tensor(1.0)).device, "(0-dim CPU tensors are allowed)")
print("b.copy_(cpu tensor)           ->", b.copy_(a).device, "(copy_ moves data between devices)")
print("b[cpu index tensor]           ->", b[torch.tensor([1, 0])].device, "(CPU index tensors are allowed)")
a + b
