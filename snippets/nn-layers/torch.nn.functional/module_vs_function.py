import torch
import torch.nn.functional as F
from torch import nn

x = torch.randn(2, 3, 8, 8)
conv = nn.Conv2d(3, 4, 3, padding=1)
print("Conv2d module == F.conv2d with its weights:",
      torch.equal(conv(x), F.conv2d(x, conv.weight, conv.bias, padding=1)))
print("ReLU module == F.relu:", torch.equal(nn.ReLU()(x), F.relu(x)))
print("MaxPool2d module == F.max_pool2d:", torch.equal(nn.MaxPool2d(2)(x), F.max_pool2d(x, 2)))
logits, target = torch.randn(4, 5), torch.tensor([0, 1, 2, 3])
print("CrossEntropyLoss == F.cross_entropy:",
      torch.equal(nn.CrossEntropyLoss()(logits, target), F.cross_entropy(logits, target)))
print("a functional call has no parameters of its own; the module owns", len(list(conv.parameters())))
