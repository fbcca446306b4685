import torch
import torch.nn as nn

cos = nn.CosineSimilarity()                 # dim=1, eps=1e-8
a, b = torch.randn(4, 3), torch.randn(4, 3)
s = cos(a, b)
by_hand = (a * b).sum(dim=1) / (a.norm(dim=1) * b.norm(dim=1))
print("shape:", tuple(s.shape), "| max |s - by_hand|:", (s - by_hand).abs().max().item())
print("similarities:", s)
print("dim=0 -> shape", tuple(nn.CosineSimilarity(dim=0)(a, b).shape))
print("parallel / opposite:", cos(torch.tensor([[1.0, 2.0]]), torch.tensor([[2.0, 4.0]])).item(),
      cos(torch.tensor([[1.0, 2.0]]), torch.tensor([[-1.0, -2.0]])).item())
