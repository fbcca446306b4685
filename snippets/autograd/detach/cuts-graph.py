import torch
from torch import nn

torch.manual_seed(0)
encoder = nn.Linear(4, 3)
head = nn.Linear(3, 1)

feat = encoder(torch.randn(2, 4))
out = head(feat.detach())          # the graph stops at feat
out.mean().backward()

print("head.weight.grad is None:   ", head.weight.grad is None)
print("encoder.weight.grad is None:", encoder.weight.grad is None)
