import math

import torch

X = torch.randn(6, dtype=torch.complex128)
n = X.numel()
# x[t] = (1/n) * sum_k X[k] * exp(+2*pi*i*k*t/n)
by_hand = torch.stack([
    sum(X[k] * complex(math.cos(2 * math.pi * k * t / n), math.sin(2 * math.pi * k * t / n)) for k in range(n)) / n
    for t in range(n)
])
print("max |ifft - by hand|:", (torch.fft.ifft(X) - by_hand).abs().max().item())

x = torch.randn(100)  # a real signal
back = torch.fft.ifft(torch.fft.fft(x))
print("round trip dtype:", back.dtype)
print("max |real - x|  :", (back.real - x).abs().max().item())
print("largest |imag|  :", back.imag.abs().max().item())
