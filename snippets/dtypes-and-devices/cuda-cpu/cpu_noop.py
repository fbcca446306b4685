import torch

x = torch.arange(3.0)
y = x.cpu()
print("x.cpu() is x:", y is x, "<- already on the CPU: no copy")
y[0] = -1.0
print("x after writing through y:", x)
print("x.cpu().device:", y.device)
img = torch.zeros(1, 3, 2, 2)
print("img.cpu(memory_format=torch.channels_last) is img:", img.cpu(memory_format=torch.channels_last) is img,
      "<- a layout change makes a copy even on the CPU")
