# raises: TypeError
import torch

x = torch.arange(6).reshape(2, 3)
buf = torch.empty(2, 3)
torch.ones(x.size(), out=buf)        # the replacement: ones with x's size, written into buf
print("torch.ones(x.size(), out=buf):", buf)
torch.ones_like(x, out=buf)
