import math

import torch

n, fs = 16, 16.0
t = torch.arange(n) / fs
x = torch.cos(2 * math.pi * 3 * t)  # a 3 Hz cosine
X = torch.fft.fft(x)
f = torch.fft.fftfreq(n, d=1 / fs)
peaks = (X.abs() > 1).nonzero().flatten()
print("peak bins:", peaks.tolist(), " frequencies (Hz):", f[peaks].tolist())
