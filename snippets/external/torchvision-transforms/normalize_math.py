import torch

x = torch.tensor([0.0, 0.5, 1.0, 0.25]).expand(3, 2, 4)    # 3 channels, 2 x 4 pixels
mean = torch.tensor([0.5, 0.5, 0.5]).view(3, 1, 1)         # (C, 1, 1): one value per channel
std = torch.tensor([0.5, 0.5, 0.5]).view(3, 1, 1)
y = (x - mean) / std
print("Normalize(0.5, 0.5) maps", x[0, 0].tolist(), "to", y[0, 0].tolist())
print("undo with y * std + mean:", (y * std + mean)[0, 0].tolist())
try:
    x - torch.tensor([0.5, 0.5, 0.5])                      # shape (3,) lines up with W, not C
except RuntimeError as e:
    print("mean of shape (3,):", type(e).__name__, "-", e)
