import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
target = torch.tensor([0, 1])
print("right: cross_entropy(logits)            ", F.cross_entropy(logits, target))
print("right: nll_loss(log_softmax(logits))    ", F.nll_loss(F.log_softmax(logits, dim=1), target))
print("wrong: nll_loss(softmax(logits))        ", F.nll_loss(F.softmax(logits, dim=1), target))
print("wrong: cross_entropy(softmax(logits))   ", F.cross_entropy(F.softmax(logits, dim=1), target))
