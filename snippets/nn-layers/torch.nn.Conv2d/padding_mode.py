import torch
from torch import nn

x = torch.arange(1.0, 5.0).reshape(1, 1, 1, 4)
for mode in ("zeros", "reflect", "replicate", "circular"):
    conv = nn.Conv2d(1, 1, kernel_size=(1, 3), padding=(0, 1), padding_mode=mode, bias=False)
    with torch.no_grad():
        conv.weight.fill_(1.0)  # each output = sum of a 3-wide window
        print(f"{mode:>9}:", conv(x).flatten())
