import torch
from torch import nn

src = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
dst = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2), nn.Linear(2, 1))
sd = src.state_dict()
sd["extra.scale"] = torch.ones(1)                  # a key dst does not have

result = dst.load_state_dict(sd, strict=False)
print(result)
print("missing   :", result.missing_keys)
print("unexpected:", result.unexpected_keys)
print("matching keys were copied:", torch.equal(dst[0].weight, src[0].weight))
