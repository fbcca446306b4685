import torch

x = torch.tensor([1.0, 2.0, 0.0, -1.0, 3.0, 0.5, 2.0])  # 7 samples (odd)
R = torch.fft.rfft(x)
print("rfft bins:", R.shape[0])

guess = torch.fft.irfft(R)  # n defaults to 2 * (bins - 1) = 6
print("irfft(R)      -> length", guess.shape[0], guess)
exact = torch.fft.irfft(R, n=7)
print("irfft(R, n=7) -> length", exact.shape[0], exact)
print("round trip with n=7:", torch.allclose(exact, x, atol=1e-6))

y = torch.randn(8)  # even length: the default guess is right
print("even length, no n:", torch.allclose(torch.fft.irfft(torch.fft.rfft(y)), y, atol=1e-6))
