from collections import OrderedDict

from torch import nn

model = nn.Sequential(OrderedDict([
    ("conv", nn.Conv2d(1, 4, 3)),
    ("act", nn.ReLU()),
    ("pool", nn.AdaptiveAvgPool2d(1)),
]))
print(model)
print("by name:", model.conv, "| by index:", model[0] is model.conv)
print("parameter names:", [n for n, _ in model.named_parameters()])
