import torch

scores = torch.tensor([0.2, 0.9, 0.5, 0.1])
order = torch.argsort(scores, descending=True)
print("argsort (best first):", order)
print("top-2 indices       :", order[:2], "| topk:", scores.topk(2).indices)
ranks = torch.argsort(order)
print("rank of each item   :", ranks, "(0 = best)")
