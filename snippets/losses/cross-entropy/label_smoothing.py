import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
target = torch.tensor([0, 1])
eps, C = 0.1, 3
smoothed = F.cross_entropy(logits, target, label_smoothing=eps)
mixed = (1 - eps) * F.one_hot(target, C).float() + eps / C
print("label_smoothing=0.1:          ", smoothed)
print("probabilities (1-e)*onehot+e/C:", F.cross_entropy(logits, mixed))
print(mixed)
