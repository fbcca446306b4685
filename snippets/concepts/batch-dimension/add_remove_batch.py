import torch

img = torch.randn(1, 28, 28)  # (C=1, H, W)
batch = img.unsqueeze(0)
print("unsqueeze(0):", tuple(batch.shape), "| img[None]:", tuple(img[None].shape))

print("squeeze(0):  ", tuple(batch.squeeze(0).shape), "(removes only the batch dim)")
print("squeeze():   ", tuple(batch.squeeze().shape), "(also removes the channel dim)")
