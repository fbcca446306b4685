import torch
import torch.nn as nn

drop = nn.Dropout1d(p=0.5)
x = torch.ones(2, 4, 5)                     # (N, C, L)
y = drop(x)
print("y[:, :, 0] (one value per channel):\n", y[:, :, 0])
print("each channel all-zero or all-2:", bool((y.amax(-1) == y.amin(-1)).all()))
print("unbatched (C, L) ->", tuple(drop(torch.ones(4, 5)).shape))
try:
    drop(torch.ones(2, 4, 5, 6))
except RuntimeError as e:
    print("RuntimeError:", str(e).split(". ")[0])
