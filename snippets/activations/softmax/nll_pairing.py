import torch
from torch import nn

torch.manual_seed(0)
logits = torch.randn(4, 3)
target = torch.tensor([0, 2, 1, 2])

a = nn.NLLLoss()(nn.LogSoftmax(dim=1)(logits), target)
b = nn.CrossEntropyLoss()(logits, target)
# wrong: probabilities, not log-probabilities
c = nn.NLLLoss()(torch.softmax(logits, dim=1), target)
print(f"LogSoftmax + NLLLoss: {a.item():.4f}")
print(f"CrossEntropyLoss:     {b.item():.4f}")
print(f"Softmax + NLLLoss:    {c.item():.4f}  (not a cross-entropy)")
