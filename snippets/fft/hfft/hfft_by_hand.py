import math

import torch

n = 6
half = torch.tensor([2.0, 1 - 1j, 0.5j, -1.0], dtype=torch.complex128)  # entries 0..n//2; 0 and n/2 real
full = torch.cat([half, half[1:-1].flip(0).conj()])  # Hermitian: full[n-t] == conj(full[t])
print("Hermitian signal:", full)

X = torch.fft.fft(full)
print("fft of it is real: max |imag| =", X.imag.abs().max().item())
by_hand = torch.tensor([sum(full[t] * complex(math.cos(2 * math.pi * k * t / n), -math.sin(2 * math.pi * k * t / n))
                            for t in range(n)).real for k in range(n)], dtype=torch.float64)
H = torch.fft.hfft(half, n=n)
print("hfft(half, n=6):", H, H.dtype)
print("max |hfft - by-hand DFT sum|:", (H - by_hand).abs().max().item())
print("== irfft(conj(half), n) * n:", torch.allclose(H, torch.fft.irfft(half.conj(), n=n) * n))
bent = half.clone()
bent[0] += 3j  # not Hermitian any more: entry 0 must be real
print("imaginary part of entry 0 ignored:", torch.allclose(torch.fft.hfft(bent, n=n), H))
