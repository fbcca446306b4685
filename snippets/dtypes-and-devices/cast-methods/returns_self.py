import torch

x = torch.zeros(3)                  # already float32
print("x.float() is x:", x.float() is x)
print("x.double() is x:", x.double() is x)
l = torch.arange(3)                 # already int64
print("l.long() is l:", l.long() is l)
y = x.float()
y[0] = 7.0
print("x after writing through x.float():", x)

img = torch.zeros(1, 3, 2, 2)           # float32, contiguous
print("img.float(memory_format=torch.channels_last) is img:",
      img.float(memory_format=torch.channels_last) is img, "<- a layout change makes a new tensor")
