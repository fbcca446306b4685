import torch

x = torch.tensor([10.0, 20.0, 30.0])
r = x.scatter_add_(0, torch.tensor([0, 0, 2]), torch.tensor([1.0, 2.0, 3.0]))
print("x:", x.tolist(), "| returns self:", r is x)

# Per-class sums of a batch: sum the rows of feats by label
feats = torch.tensor([[1.0, 1.0],
                      [2.0, 0.0],
                      [0.0, 5.0],
                      [3.0, 3.0]])
labels = torch.tensor([1, 0, 1, 1])
idx = labels.unsqueeze(1).expand_as(feats)     # index needs src's ndim
sums = torch.zeros(2, 2).scatter_add_(0, idx, feats)
print("per-class sums:", sums.tolist())
