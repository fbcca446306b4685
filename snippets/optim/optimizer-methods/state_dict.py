import torch
from torch import nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
model(torch.ones(1, 2)).sum().backward()
opt.step()
sd = opt.state_dict()
print("keys:", list(sd))
print("state (keyed by position, not by name):")
for k, v in sd["state"].items():
    print(" ", k, {name: t.tolist() for name, t in v.items()})
print("param_groups[0]:", {k: v for k, v in sd["param_groups"][0].items() if k in ("lr", "momentum", "params")})
