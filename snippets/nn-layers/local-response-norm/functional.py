import torch
import torch.nn.functional as F

x = torch.tensor([[[2.0], [4.0], [6.0], [8.0]]])   # (N=1, C=4, L=1)
y = F.local_response_norm(x, size=3, alpha=1.0, beta=1.0, k=1.0)
# channel 0: window = channels -1 (zero padding), 0, 1
print("y[:, :, 0]:", y[0, :, 0])
print("channel 0 by hand: 2 / (1 + (0 + 4 + 16) / 3) =", 2 / (1 + (0 + 4 + 16) / 3))
print("channel 2 by hand: 6 / (1 + (16 + 36 + 64) / 3) =", 6 / (1 + (16 + 36 + 64) / 3))
