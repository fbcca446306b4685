import torch
import torch.nn as nn

x = torch.randn(2, 8, 8, 8)                 # (N, C, H, W) with C == W == 8
x[:, 0] *= 10                               # channel 0 is ten times louder
wrong = nn.LayerNorm(8)(x)                  # runs, but normalises each row over W only
right = nn.LayerNorm([8, 8, 8])(x)          # normalises over C, H, W per sample
for name, y in [("wrong", wrong), ("right", right)]:
    s0, s1 = y[0, 0].std().item(), y[0, 1].std().item()
    print(f"{name}: std of channel 0 / channel 1 = {s0 / s1:.2f}")

# channel-wise LayerNorm on channels-first data: move C last, normalise, move back
ch = nn.LayerNorm(8)(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)
print("channel-wise: mean over C at one pixel:", round(abs(ch[0, :, 0, 0].mean().item()), 6))
try:
    nn.LayerNorm(8)(torch.randn(2, 8, 5, 5))  # C != W: the mistake raises instead
except RuntimeError as e:
    print("RuntimeError:", e)
