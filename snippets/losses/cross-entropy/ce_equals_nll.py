import torch
from torch import nn

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
target = torch.tensor([0, 1])
ce = nn.CrossEntropyLoss()(logits, target)
nll = nn.NLLLoss()(nn.LogSoftmax(dim=1)(logits), target)
log_p = torch.log_softmax(logits, dim=1)
by_hand = -(log_p[0, 0] + log_p[1, 1]) / 2
print("CrossEntropyLoss(logits):         ", ce)
print("NLLLoss(LogSoftmax(dim=1)(logits)):", nll)
print("by hand -mean(log p[target]):      ", by_hand)
print("log-probabilities:")
print(log_p)
