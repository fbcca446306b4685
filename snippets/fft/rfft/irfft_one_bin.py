# raises: RuntimeError
import torch

print("irfft(one bin, n=1):", torch.fft.irfft(torch.tensor([3.0 + 0j]), n=1))
torch.fft.irfft(torch.tensor([3.0 + 0j]))  # default n = 2 * (1 - 1) = 0
