import torch

src = torch.arange(12.0).reshape(3, 4)

# gather: the output has the index's shape; the index is not broadcast
index = torch.tensor([[3, 0]])  # (1, 2), not (3, 2)
print("gather(src, 1, index):", torch.gather(src, 1, index),
      torch.gather(src, 1, index).shape)

# scatter_: only the positions named by the index are written
out = torch.zeros(3, 4).scatter_(0, torch.tensor([[2, 1, 0, 2]]), torch.ones(3, 4))
print("scatter_ with a (1, 4) index:\n", out)

# index_add_: source must have len(index) rows; a (1, 4) row is not broadcast
try:
    torch.zeros(3, 4).index_add_(0, torch.tensor([0, 2]), torch.ones(1, 4))
except RuntimeError as e:
    print("index_add_: RuntimeError:", e)
