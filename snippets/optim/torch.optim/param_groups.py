import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
opt = torch.optim.SGD(
    [
        {"params": model[0].parameters(), "lr": 1e-3},  # backbone: small lr
        {"params": model[2].parameters()},              # head: uses the default below
    ],
    lr=1e-1,
    momentum=0.9,
)
for i, g in enumerate(opt.param_groups):
    print(f"group {i}: lr={g['lr']} momentum={g['momentum']} tensors={len(g['params'])}")
