import torch
import torch.nn.functional as F
from torch import nn


class SmallCNN(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()  # must run before any layer is assigned
        self.conv = nn.Conv2d(1, 8, kernel_size=3, padding=1)
        self.fc = nn.Linear(8 * 14 * 14, num_classes)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv(x)), 2)
        return self.fc(x.flatten(1))


model = SmallCNN()
print(model)
print("output shape:", model(torch.randn(4, 1, 28, 28)).shape)
for name, p in model.named_parameters():
    print(f"{name:<12} {str(tuple(p.shape)):<16} {p.numel():>6}")
print("total:", sum(p.numel() for p in model.parameters()))
