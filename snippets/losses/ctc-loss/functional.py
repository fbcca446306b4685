import torch
import torch.nn as nn
import torch.nn.functional as F

T, N, C = 8, 2, 6
logits = torch.randn(T, N, C)
targets = torch.tensor([[1, 2, 2], [3, 5, 0]])
il, tl = torch.tensor([8, 7]), torch.tensor([3, 2])

f = F.ctc_loss(logits.log_softmax(2), targets, il, tl, blank=0)
m = nn.CTCLoss(blank=0)(logits.log_softmax(2), targets, il, tl)
print("functional == module:", torch.equal(f, m), f.item())

# nothing checks that the input is log-probabilities
print("raw logits (wrong):", F.ctc_loss(logits, targets, il, tl).item())
print("softmax (wrong):   ", F.ctc_loss(logits.softmax(2), targets, il, tl).item())

# another blank index: here the last class
print("blank=C-1:", F.ctc_loss(logits.log_softmax(2), targets - 1 + (targets == 0).long(), il, tl, blank=C - 1).item())
