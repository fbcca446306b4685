import torch

x = torch.randn(2, 4, 5)
R = torch.fft.rfftn(x, dim=(0, 1))  # halves dim 1: 4 -> 3
back = torch.fft.irfftn(R, s=(2, 4), dim=(0, 1))
print("s and dim      :", tuple(back.shape), torch.allclose(back, x, atol=1e-6))
wrong = torch.fft.irfftn(R, s=(2, 4))  # s alone -> the last two dims (1, 2)
print("s without dim  :", tuple(wrong.shape), "dtype:", wrong.dtype)
R_all = torch.fft.rfftn(x)  # all dims, dim 2: 5 -> 3
print("no s, odd size :", tuple(torch.fft.irfftn(R_all).shape), "vs input", tuple(x.shape))
