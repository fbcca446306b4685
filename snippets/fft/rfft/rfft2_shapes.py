import torch

img = torch.randn(5, 7)
R = torch.fft.rfft2(img)
print("rfft2 shape:", tuple(R.shape), "(last dim 7 -> 7//2+1 = 4)")
print("== fft2 cut to 4 columns:", torch.allclose(R, torch.fft.fft2(img)[:, :4], atol=1e-5))
print("batch of 3 images:", tuple(torch.fft.rfft2(torch.randn(3, 5, 7)).shape))
