import torch

x = torch.randn(2, 4, 5, dtype=torch.float64)
h = torch.fft.ihfftn(x, dim=(0, 1))
print("ihfftn over dims (0, 1):", tuple(h.shape), "(dim 1 halved: 4 -> 3)")
back = torch.fft.hfftn(h, s=(2, 4), dim=(0, 1))
print("hfftn with the same s and dim:", tuple(back.shape), torch.allclose(back, x))
print("all dims, odd last size without s:", tuple(torch.fft.hfftn(torch.fft.ihfftn(x)).shape), "vs", tuple(x.shape))
