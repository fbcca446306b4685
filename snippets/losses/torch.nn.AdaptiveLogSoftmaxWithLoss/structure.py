import torch
import torch.nn as nn

asm = nn.AdaptiveLogSoftmaxWithLoss(in_features=16, n_classes=10, cutoffs=[4, 8], div_value=2.0)
print(asm)
x = torch.randn(5, 16)
y = torch.tensor([0, 3, 5, 9, 7])
out = asm(x, y)
print("returns:", type(out).__name__, out._fields)
print("output (log-prob of each target):", out.output)
print("loss:", out.loss.item(), " = -output.mean():", (-out.output.mean()).item())
