import torch
import torch.nn as nn

emb = nn.Embedding(4, 3, max_norm=1.0)
with torch.no_grad():
    emb.weight.mul_(5)                      # make every row longer than 1
print("row norms before:", emb.weight.norm(dim=1).detach())
out = emb(torch.tensor([1, 3]))
print("output norms:    ", out.norm(dim=1).detach())
print("row norms after: ", emb.weight.norm(dim=1).detach())
