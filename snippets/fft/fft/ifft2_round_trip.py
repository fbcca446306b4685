import torch

img = torch.randn(4, 5)
back = torch.fft.ifft2(torch.fft.fft2(img))
print("dtype:", back.dtype, " max |real - img|:", (back.real - img).abs().max().item())

padded = torch.fft.fft2(img, s=(8, 8))
print("padded spectrum:", tuple(padded.shape))
print("ifft2 default  :", tuple(torch.fft.ifft2(padded).shape))
crop = torch.fft.ifft2(padded)[:4, :5].real
print("crop back to 4x5 matches:", torch.allclose(crop, img, atol=1e-6))
