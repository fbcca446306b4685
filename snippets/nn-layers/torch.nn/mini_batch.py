import torch
from torch import nn

layers = {
    "Linear(4, 2)": (nn.Linear(4, 2), torch.randn(4)),
    "Conv2d(3, 2, 3)": (nn.Conv2d(3, 2, 3), torch.randn(3, 8, 8)),
    "MaxPool2d(2)": (nn.MaxPool2d(2), torch.randn(3, 8, 8)),
}
for name, (layer, sample) in layers.items():
    print(f"{name:>16}: one sample {tuple(sample.shape)} -> {tuple(layer(sample).shape)}")
