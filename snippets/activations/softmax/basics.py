import torch
import torch.nn.functional as F
from torch import nn

logits = torch.tensor([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]])  # (N=2, classes=3)

p = nn.Softmax(dim=1)(logits)
print("nn.Softmax(dim=1):\n", p)
print("row sums:", p.sum(dim=1))
print("torch.softmax(x, 1) equal:", torch.equal(torch.softmax(logits, 1), p))
print("F.softmax(x, dim=1) equal:", torch.equal(F.softmax(logits, dim=1), p))
print("x.softmax(1) equal:       ", torch.equal(logits.softmax(1), p))
print("shape:", p.shape, "dtype:", p.dtype)
