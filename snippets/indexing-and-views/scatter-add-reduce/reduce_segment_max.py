import torch

# Per-graph maximum of node scores (segment max), without a Python loop
scores = torch.tensor([0.2, 0.9, 0.4, 0.7, 0.1])
graph = torch.tensor([0, 0, 1, 1, 1])
init = torch.full((2,), float("-inf"))
best = init.scatter_reduce(0, graph, scores, reduce="amax", include_self=False)
print("max per graph:", best)
mean = torch.zeros(2).scatter_reduce(0, graph, scores, reduce="mean", include_self=False)
print("mean per graph:", mean)
