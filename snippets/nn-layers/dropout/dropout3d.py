import torch
import torch.nn as nn

drop = nn.Dropout3d(p=0.5)
x = torch.ones(2, 3, 2, 2, 2)               # (N, C, D, H, W)
y = drop(x)
print("y[:, :, 0, 0, 0] (one value per volume):\n", y[:, :, 0, 0, 0])
print("each volume all-zero or all-2:", bool((y.amax((2, 3, 4)) == y.amin((2, 3, 4))).all()))
drop.eval()
print("eval returns the input itself:", drop(x) is x)
