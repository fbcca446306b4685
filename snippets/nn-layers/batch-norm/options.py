import torch
import torch.nn as nn

for kw in [{}, {"affine": False}, {"bias": False}, {"track_running_stats": False}]:
    bn = nn.BatchNorm2d(2, **kw)
    print(kw, "params:", [n for n, _ in bn.named_parameters()],
          "buffers:", [n for n, b in bn.named_buffers()])

# without running stats, eval mode still normalises with the batch's own statistics
bn = nn.BatchNorm2d(2, track_running_stats=False).eval()
x = torch.randn(3, 2, 2, 2) + 7
y = bn(x)
print("running_mean:", bn.running_mean)
print("eval output mean per channel:", y.mean(dim=(0, 2, 3)))
