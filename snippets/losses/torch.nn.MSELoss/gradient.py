import torch
from torch import nn

pred = torch.tensor([1.0, 2.0, 4.0], requires_grad=True)
target = torch.tensor([0.0, 2.0, 1.0])
nn.MSELoss()(pred, target).backward()
print("grad:           ", pred.grad)
print("2 (pred - y) / n:", 2 * (pred.detach() - target) / pred.numel())
