import torch

x = torch.randn(2, 3, 4)
print("dim=None, s=None -> all dims :", torch.allclose(torch.fft.fftn(x),
      torch.fft.fft(torch.fft.fft(torch.fft.fft(x, dim=0), dim=1), dim=2), atol=1e-5))
print("s=(5,)          -> shape", tuple(torch.fft.fftn(x, s=(5,)).shape), "(last dim only)")
print("s=(5, 6)        -> shape", tuple(torch.fft.fftn(x, s=(5, 6)).shape), "(last two dims)")
print("s=(-1, 6)       -> shape", tuple(torch.fft.fftn(x, s=(-1, 6)).shape), "(-1 keeps a size)")
print("dim=(0,)        -> equals fft(dim=0):", torch.allclose(torch.fft.fftn(x, dim=(0,)), torch.fft.fft(x, dim=0)))
print("s=(8,), dim=(0,) -> shape", tuple(torch.fft.fftn(x, s=(8,), dim=(0,)).shape))
