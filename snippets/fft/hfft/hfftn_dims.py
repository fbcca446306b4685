import torch

half = torch.randn(2, 3, 4, dtype=torch.complex128)
print("hfftn, all dims      :", tuple(torch.fft.hfftn(half).shape))
print("hfftn, dim=(0, 1)    :", tuple(torch.fft.hfftn(half, dim=(0, 1)).shape), "(dim 1: 2 * (3 - 1) = 4)")
print("hfftn, s=(2, 3, 7)   :", tuple(torch.fft.hfftn(half, s=(2, 3, 7)).shape))
H = torch.fft.hfftn(half, s=(2, 3, 6))
print("== irfftn(conj) * 36 :", torch.allclose(H, torch.fft.irfftn(half.conj(), s=(2, 3, 6)) * 36))
