import torch
from torch import nn

fc = nn.Linear(8, 2)
for shape in [(8,), (5, 8), (3, 5, 8), (2, 3, 5, 8)]:
    print(f"{str(shape):>13} -> {tuple(fc(torch.randn(*shape)).shape)}")
