import torch
import torch.nn as nn
import torch.nn.functional as F

N, D, C = 128, 16, 1000
x = torch.randn(N, D)
W = torch.randn(C, D)
y = torch.randint(0, C, (N,))
ref = F.linear_cross_entropy(x, W, y)

for kw in [{}, {"chunking_method": "aspect_ratio:2"}, {"batch_chunk_size": 32},
           {"acc_policy": "accurate"}, {"acc_policy": "balanced"}, {"acc_policy": "compact"}]:
    opts = nn.LinearCrossEntropyOptions(**kw)
    out = F.linear_cross_entropy(x, W, y, options=opts)
    print(f"{str(kw):36s} |difference from reference| = {(out - ref).abs().item():.1e}")
try:
    F.linear_cross_entropy(x, W, y, options=nn.LinearCrossEntropyOptions(chunking_method="bogus"))
except ValueError as e:
    print("ValueError:", e)
