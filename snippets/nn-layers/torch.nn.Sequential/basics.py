import torch
from torch import nn

model = nn.Sequential(
    nn.Conv2d(1, 4, 3),
    nn.ReLU(),
    nn.Flatten(),
    nn.Linear(4 * 6 * 6, 10),
)
print(model)
x = torch.randn(2, 1, 8, 8)
print("output:", tuple(model(x).shape))
print("len:", len(model), "| model[0]:", model[0])
head = model[:2]  # a slice is a new Sequential sharing the same layers
print("slice:", type(head).__name__, tuple(head(x).shape), "| shares layer:", head[0] is model[0])
print("parameter names:", [n for n, _ in model.named_parameters()])
