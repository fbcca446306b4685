import torch

half = torch.tensor([2.0, 1 - 1j, 0.5j, -1.0])  # 4 entries
print("hfft(half)      -> length", torch.fft.hfft(half).numel(), "(default 2 * (4 - 1))")
print("hfft(half, n=7) -> length", torch.fft.hfft(half, n=7).numel())
x = torch.randn(7)
print("odd round trip without n:", torch.fft.hfft(torch.fft.ihfft(x)).numel(), "samples")
print("odd round trip with n=7 :", torch.allclose(torch.fft.hfft(torch.fft.ihfft(x), n=7), x, atol=1e-6))
