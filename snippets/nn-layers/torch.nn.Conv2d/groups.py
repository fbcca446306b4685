import torch
from torch import nn

x = torch.randn(1, 4, 6, 6)
for g in (1, 2, 4):
    conv = nn.Conv2d(4, 8, 3, groups=g, bias=False)
    n = sum(p.numel() for p in conv.parameters())
    print(f"groups={g}: weight {tuple(conv.weight.shape)}, {n} weights, output {tuple(conv(x).shape)}")

# groups=2 is two independent convolutions on the two halves of the channels.
conv = nn.Conv2d(4, 8, 3, groups=2, bias=False)
a = nn.functional.conv2d(x[:, :2], conv.weight[:4])
b = nn.functional.conv2d(x[:, 2:], conv.weight[4:])
print("equals two separate convs:", torch.allclose(conv(x), torch.cat([a, b], dim=1), atol=1e-6))
