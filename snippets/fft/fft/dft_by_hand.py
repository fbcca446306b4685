import math

import torch

x = torch.randn(5, dtype=torch.float64)
n = x.numel()

# X[k] = sum_t x[t] * exp(-2*pi*i*k*t/n), written as a plain double loop
by_hand = torch.zeros(n, dtype=torch.complex128)
for k in range(n):
    for t in range(n):
        angle = -2 * math.pi * k * t / n
        by_hand[k] += x[t] * complex(math.cos(angle), math.sin(angle))

X = torch.fft.fft(x)
print("input dtype:", x.dtype, "-> output dtype:", X.dtype, "shape:", tuple(X.shape))
print("X[0] (DC) :", X[0], " sum(x):", x.sum().item())
print("max |torch - by hand|:", (X - by_hand).abs().max().item())
