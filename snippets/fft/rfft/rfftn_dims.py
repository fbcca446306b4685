import torch

x = torch.randn(2, 4, 6)
print("rfftn(x) shape              :", tuple(torch.fft.rfftn(x).shape))
R = torch.fft.rfftn(x, dim=(0, 1))
print("rfftn(x, dim=(0, 1)) shape  :", tuple(R.shape), "(only the last listed dim is halved)")
full = torch.fft.fftn(x, dim=(0, 1))
print("== fftn with dim 1 cut to 3 :", torch.allclose(R, full[:, :3], atol=1e-5))
