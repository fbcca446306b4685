import torch
import torch.nn as nn

emb = nn.Embedding(5, 3, padding_idx=0)
print("row 0 at construction:", emb.weight[0].detach())
ids = torch.tensor([[0, 2, 2], [4, 0, 1]])  # 0 is the padding token
emb(ids).sum().backward()
print("grad (row i = how often id i was used):\n", emb.weight.grad)
print("padding_idx=-1 is stored as:", nn.Embedding(5, 3, padding_idx=-1).padding_idx)

with torch.no_grad():
    emb.weight[0] = 7.0                     # the row is not frozen to zero, only its gradient is
print("after overwriting row 0, emb(0):", emb(torch.tensor(0)).detach())
