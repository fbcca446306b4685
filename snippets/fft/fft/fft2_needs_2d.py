# raises: IndexError
import torch

print("fft of 1-D works:", torch.fft.fft(torch.ones(4)).shape)
torch.fft.fft2(torch.ones(4))  # dim=(-2, -1) needs at least two dimensions
