import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
index_target = torch.tensor([0, 1])
one_hot = F.one_hot(index_target, num_classes=3).float()
soft = torch.tensor([[0.7, 0.2, 0.1],
                     [0.0, 0.5, 0.5]])
print("class indices:    ", F.cross_entropy(logits, index_target))
print("one-hot probs:    ", F.cross_entropy(logits, one_hot))
print("soft probs:       ", F.cross_entropy(logits, soft))
print("by hand soft:     ", -(soft * F.log_softmax(logits, dim=1)).sum(dim=1).mean())
