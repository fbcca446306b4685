import torch
from torch import nn

features = nn.Sequential(  # the LeNet-5 feature extractor
    nn.Conv2d(1, 6, 5), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(6, 16, 5), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(),
)
for side in (28, 32, 33, 35, 36):
    n = features(torch.randn(1, 1, side, side)).shape[1]
    print(f"input {side}x{side}: flattened size {n} | fits Linear(16 * 5 * 5, 120): {n == 400}")
