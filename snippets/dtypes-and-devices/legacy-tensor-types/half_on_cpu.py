import torch

h = torch.HalfTensor([1.5, 2.25, 65504.0])
print("h:", h)
print("device:", h.device, " type():", h.type())
print("h * 2:", h * 2, "<- 65504 * 2 overflows to inf in float16")
print("h.sum():", h.sum())
