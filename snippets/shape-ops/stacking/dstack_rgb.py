import torch

H, W = 2, 3
r = torch.full((H, W), 255, dtype=torch.uint8)
g = torch.zeros(H, W, dtype=torch.uint8)
b = torch.full((H, W), 128, dtype=torch.uint8)
img = torch.dstack((r, g, b))                 # H x W x C, channels last
print("shape:", tuple(img.shape), "dtype:", img.dtype)
print("pixel [0, 0]:", img[0, 0].tolist())
print("same as stack(dim=2):", torch.equal(img, torch.stack((r, g, b), dim=2)))
