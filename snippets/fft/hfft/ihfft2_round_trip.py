import torch

img = torch.randn(4, 5, dtype=torch.float64)
h = torch.fft.ihfft2(img)
print("ihfft2 (4, 5) ->", tuple(h.shape), h.dtype)
print("== conj(rfft2(img)) / 20:", torch.allclose(h, torch.fft.rfft2(img).conj() / 20))
print("hfft2(h, s=(4, 5)) == img:", torch.allclose(torch.fft.hfft2(h, s=(4, 5)), img))
print("hfft2(h) shape without s :", tuple(torch.fft.hfft2(h).shape))
