# raises: TypeError
import torch

x = torch.randn(2, 3)
buf = torch.empty(2, 3)
buf.zero_()                                  # reuse an existing buffer instead
print("zeroed in place:", buf)
torch.zeros(x.shape, out=buf)                # torch.zeros does take out=
print("torch.zeros(..., out=) ok:", buf.shape)
torch.zeros_like(x, out=buf)
