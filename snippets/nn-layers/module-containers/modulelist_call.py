# raises: NotImplementedError
import torch
from torch import nn

layers = nn.ModuleList([nn.Linear(2, 2), nn.ReLU()])
layers(torch.randn(1, 2))  # a ModuleList is a container, not a pipeline: use nn.Sequential
