import torch

scores = torch.tensor([[2.0, 1.0, 0.5, 0.1],
                       [0.3, 0.9, 1.2, 0.4]])
lengths = torch.tensor([2, 3])                         # real tokens per row
pad = torch.arange(4) >= lengths.unsqueeze(1)          # True on padding
print("padding mask:")
print(pad)
probs = torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1)
print(probs)
print("row sums:", probs.sum(-1).tolist())
