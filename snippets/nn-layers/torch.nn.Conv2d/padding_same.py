import warnings

import torch
from torch import nn

x = torch.randn(1, 1, 9, 9)
for k, d in [(3, 1), (5, 1), (3, 2)]:
    y = nn.Conv2d(1, 1, k, padding="same", dilation=d)(x)
    print(f"kernel={k} dilation={d}: output {tuple(y.shape)}")

# An even kernel needs an odd total padding d*(k-1): one more on the right/bottom.
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    conv = nn.Conv2d(1, 1, 4, padding="same")
    y = conv(x)
print("kernel=4: output", tuple(y.shape))
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
# Same result as padding 1 on the left/top and 2 on the right/bottom, then no padding:
manual = nn.functional.conv2d(nn.functional.pad(x, (1, 2, 1, 2)), conv.weight, conv.bias)
print("equals pad (1, 2, 1, 2) + valid conv:", torch.allclose(y, manual))

y = nn.Conv2d(1, 1, 3, padding="valid")(x)
print("padding='valid' is padding=0:", tuple(y.shape))
