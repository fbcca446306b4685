import torch

idx = torch.tensor([0, 0, 2, 0])
vals = torch.tensor([1.0, 2.0, 3.0, 4.0])
print("accumulate=True:", torch.zeros(3).index_put_((idx,), vals, accumulate=True).tolist())

# Counting: a 0-d value of 1 broadcast to every index
labels = torch.tensor([2, 0, 2, 1, 2])
counts = torch.zeros(3, dtype=torch.int64).index_put_((labels,), torch.tensor(1), accumulate=True)
print("counts:", counts.tolist(), "| bincount:", torch.bincount(labels).tolist())
