import torch
from torch import nn

bn = nn.BatchNorm1d(3)
x = torch.randn(1, 3)  # a batch of one sample: one value per channel
try:
    bn(x)
except ValueError as e:
    print("train mode: ValueError:", e)
bn.eval()  # uses running statistics, so one sample is fine
print("eval mode:", bn(x).shape)

img = torch.randn(1, 3, 4, 4)  # one image still has 4 * 4 values per channel
out = nn.BatchNorm2d(3)(img)  # train mode: normalised with its own statistics
print("BatchNorm2d, batch of one image, train mode:", tuple(out.shape),
      "| per-channel mean is 0:", out.mean(dim=(0, 2, 3)).abs().max().item() < 1e-6)

no_stats = nn.BatchNorm1d(3, track_running_stats=False).eval()  # no running statistics
try:
    no_stats(x)
except ValueError as e:
    print("track_running_stats=False, eval mode: ValueError:", e)
