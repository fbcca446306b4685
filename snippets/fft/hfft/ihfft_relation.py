import torch

x = torch.randn(7, dtype=torch.float64)
h = torch.fft.ihfft(x)
print("ihfft shape:", tuple(h.shape), "dtype:", h.dtype, "(7 // 2 + 1 = 4 bins)")
print("== conj(rfft(x)) / n:", torch.allclose(h, torch.fft.rfft(x).conj() / 7))
print("== first half of ifft(x):", torch.allclose(h, torch.fft.ifft(x)[:4]))
try:
    torch.fft.ihfft(x.to(torch.complex128))
except RuntimeError as e:
    print("complex input: RuntimeError:", e)
