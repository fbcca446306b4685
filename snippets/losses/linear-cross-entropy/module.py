import torch
import torch.nn as nn
import torch.nn.functional as F

N, D, C = 6, 8, 10
crit = nn.LinearCrossEntropyLoss(D, C)               # owns a Linear(D, C, bias=False)
print(crit)
x = torch.randn(N, D)
y = torch.randint(0, C, (N,))
print("equals cross_entropy(crit.linear(x)):", torch.equal(crit(x, y), F.cross_entropy(crit.linear(x), y)))
print("parameters:", [(n, tuple(p.shape)) for n, p in crit.named_parameters()])

# K-dimensional: one prediction per (class, 4, 3) position; weight and bias stored flat
crit2 = nn.LinearCrossEntropyLoss(D, C, out_features=(4, 3), bias=True, reduction="none")
print("out_features=(4, 3): weight", tuple(crit2.linear.weight.shape), " bias", tuple(crit2.linear.bias.shape))
print("loss shape with (N, 4, 3) target:", tuple(crit2(x, torch.randint(0, C, (N, 4, 3))).shape))
