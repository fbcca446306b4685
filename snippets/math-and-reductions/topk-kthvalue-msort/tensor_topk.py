import torch

logits = torch.tensor([[2.0, 0.5, 1.0, 3.0],
                       [0.1, 0.4, 0.3, 0.2]])
target = torch.tensor([0, 3])
top2 = logits.topk(2, dim=1).indices
print("logits.topk(2).indices:", top2)
print("top-2 accuracy hits   :", (top2 == target.unsqueeze(1)).any(dim=1))
