import torch
from torch import nn

# input values equal their own coordinates, so each output value is the
# input position it was sampled from
for n in (2, 4):
    ramp = torch.arange(float(n)).reshape(1, 1, n)
    for ac in (False, True):
        y = nn.Upsample(scale_factor=2, mode="linear", align_corners=ac)(ramp)[0, 0]
        print(f"in={n} align_corners={ac!s:5}: step {(y[2] - y[1]).item():.4f}", y)

# by hand: source position of output index i (clamped to the input range)
for n in (2, 4, 5):
    out = 2 * n
    i = torch.arange(float(out))
    src_false = ((i + 0.5) * n / out - 0.5).clamp(0, n - 1)
    src_true = i * (n - 1) / (out - 1)
    ramp = torch.arange(float(n)).reshape(1, 1, n)
    y_false = nn.Upsample(scale_factor=2, mode="linear")(ramp)[0, 0]
    y_true = nn.Upsample(scale_factor=2, mode="linear", align_corners=True)(ramp)[0, 0]
    print(f"n={n}: formula False ok:", torch.allclose(y_false, src_false), "| formula True ok:", torch.allclose(y_true, src_true))
