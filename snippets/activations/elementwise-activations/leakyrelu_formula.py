import torch
from torch import nn

x = torch.tensor([-2.0, -0.5, 0.0, 1.0])
print("default slope:", nn.LeakyReLU().negative_slope, "->", nn.LeakyReLU()(x))

for slope in (0.01, 0.2, 2.0):
    lrelu = nn.LeakyReLU(negative_slope=slope)(x)
    as_max = torch.maximum(slope * x, x)
    print(f"slope={slope}: LeakyReLU {lrelu}  max(slope*x, x) {as_max}  "
          f"equal: {torch.equal(lrelu, as_max)}")
