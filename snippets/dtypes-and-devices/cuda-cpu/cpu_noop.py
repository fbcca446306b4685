import torch

x = torch.arange(3.0)
y = x.cpu()
print("x.cpu() is x:", y is x, "<- already on the CPU: no copy")
y[0] = -1.0
print("x after writing through y:", x)
print("x.cpu().device:", y.device)
