# raises: RuntimeError
import torch
from torch import nn

fc = nn.Linear(in_features=16 * 5 * 5, out_features=120)
features = torch.randn(4, 16, 6, 6)  # the conv stack gave 6x6, not 5x5
fc(features.flatten(1))
