# raises: RuntimeError
import torch
from torch import nn

x = torch.ones(1, 1, 6, 6)
for k, p in [(3, 1), (4, 2), ((3, 5), (1, 2))]:
    print(f"kernel_size={k}, padding={p}: output", tuple(nn.AvgPool2d(k, stride=1, padding=p)(x).shape))
nn.AvgPool2d(3, stride=1, padding=2)(x)   # 2 > 3 // 2
