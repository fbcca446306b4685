import torch
import torch.nn as nn

drop = nn.Dropout2d(p=0.5)
x = torch.ones(2, 4, 3, 3)                  # (N, C, H, W)
y = drop(x)
print("y[:, :, 0, 0] (one value per feature map):\n", y[:, :, 0, 0])
print("each 3x3 map all-zero or all-2:", bool((y.amax((2, 3)) == y.amin((2, 3))).all()))
drop.eval()
print("eval returns the input itself:", drop(x) is x)
