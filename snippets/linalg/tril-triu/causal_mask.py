import torch

n = 4
mask = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)   # True = future position
print("mask (True above the diagonal):\n", mask)

scores = torch.zeros(n, n).masked_fill(mask, float("-inf"))
print("softmax over allowed positions:\n", scores.softmax(dim=-1))
