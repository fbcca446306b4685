import torch

vol = torch.randn(2, 3, 4, dtype=torch.float64)
back = torch.fft.ifftn(torch.fft.fftn(vol, norm="ortho"), norm="ortho")
print("ortho round trip error:", (back.real - vol).abs().max().item())

X = torch.fft.fftn(vol, dim=(1, 2))  # leave dim 0 (a batch dim) alone
print("inverse over the same dims:", torch.allclose(torch.fft.ifftn(X, dim=(1, 2)).real, vol))
print("inverse over all dims     :", torch.allclose(torch.fft.ifftn(X).real, vol))
