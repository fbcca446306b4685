import torch

half = torch.randn(4, 4, dtype=torch.complex128)
H = torch.fft.hfft2(half)
print("hfft2 (4, 4) ->", tuple(H.shape), H.dtype, "(last dim 2 * (4 - 1) = 6)")
print("== irfft2(conj(half)) * 24:", torch.allclose(H, torch.fft.irfft2(half.conj()) * 24))
print("with s=(4, 7):", tuple(torch.fft.hfft2(half, s=(4, 7)).shape))
