import torch

img = torch.randn(5, 7)
R = torch.fft.rfft2(img)  # shape (5, 4)
print("irfft2(R) shape          :", tuple(torch.fft.irfft2(R).shape))
back = torch.fft.irfft2(R, s=img.shape)
print("irfft2(R, s=(5, 7)) shape:", tuple(back.shape), "dtype:", back.dtype,
      "matches:", torch.allclose(back, img, atol=1e-6))
two_steps = torch.fft.irfft(torch.fft.ifft(R, dim=0), n=7, dim=1)
print("== ifft over dim 0, then irfft over dim 1:", torch.allclose(back, two_steps, atol=1e-6))
