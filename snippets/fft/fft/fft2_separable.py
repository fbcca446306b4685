import torch

img = torch.randn(3, 4)
F = torch.fft.fft2(img)
rows_then_cols = torch.fft.fft(torch.fft.fft(img, dim=-1), dim=-2)
print("shape:", tuple(F.shape), "dtype:", F.dtype)
print("fft2 == fft over dim -1 then dim -2:", torch.allclose(F, rows_then_cols, atol=1e-6))
print("fft2 == fftn over the last two dims:", torch.allclose(F, torch.fft.fftn(img, dim=(-2, -1))))

batch = torch.randn(8, 3, 16, 16)  # only the last two dims are transformed
print("batched shape:", tuple(torch.fft.fft2(batch).shape))
print("s=(8, 2) pads dim -2, trims dim -1:", tuple(torch.fft.fft2(img, s=(8, 2)).shape))
