import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0],
                       [1.0, 1.0, 1.0]])
target = torch.tensor([0, -100, 2])  # -100 is the default ignore_index
per_item = F.cross_entropy(logits, target, reduction="none")
print("per item:", per_item)
print("mean:    ", F.cross_entropy(logits, target), "= sum / 2 kept items:", per_item.sum() / 2)
print("custom ignore_index=2:", F.cross_entropy(logits, torch.tensor([0, 1, 2]), ignore_index=2))
print("every target ignored:", F.cross_entropy(logits, torch.full((3,), -100)))
