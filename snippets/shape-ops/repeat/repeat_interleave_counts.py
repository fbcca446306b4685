import torch

counts = torch.tensor([2, 0, 3])
# One argument: repeat each position index by its count (a "segment id" vector).
print("repeat_interleave(counts):", torch.repeat_interleave(counts))
