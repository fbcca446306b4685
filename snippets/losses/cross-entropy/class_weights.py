import torch
import torch.nn.functional as F

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0]])
target = torch.tensor([0, 1])
w = torch.tensor([1.0, 3.0, 1.0])
per_item = F.cross_entropy(logits, target, weight=w, reduction="none")
print("weighted per item:", per_item)
print("mean:", F.cross_entropy(logits, target, weight=w))
print("sum / sum of target weights:", per_item.sum() / w[target].sum(), "| plain mean would be", per_item.mean())
