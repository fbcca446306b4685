import torch

inp = torch.arange(12).reshape(3, 4)
index = torch.tensor([[0], [2], [1]])        # shape (3, 1)

# The index does not broadcast to (3, 4): the output keeps the index's shape.
out = torch.gather(inp, 1, index)
print("out shape:", tuple(out.shape))
print(out)

# Smaller than inp in a non-gather dim is allowed: only the first rows are used.
print(torch.gather(inp, 1, torch.tensor([[3, 0]])))
