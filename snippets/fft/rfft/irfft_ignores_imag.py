import torch

x = torch.randn(8)
R = torch.fft.rfft(x)
print("imag part of bin 0 and bin n/2:", R[0].imag.item(), R[-1].imag.item())

bent = R.clone()
bent[0] += 5j   # not a valid spectrum of a real signal
bent[-1] += 5j
print("irfft ignores those imaginary parts:", torch.allclose(torch.fft.irfft(bent, n=8), x, atol=1e-6))
print("ifft of the mirrored spectrum gets |imag| > 0.1:",
      torch.fft.ifft(torch.cat([bent, bent[1:-1].flip(0).conj()])).imag.abs().max().item() > 0.1)
