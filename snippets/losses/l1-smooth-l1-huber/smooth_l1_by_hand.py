import torch
import torch.nn as nn

d = torch.tensor([-3.0, -1.0, -0.4, 0.0, 0.2, 0.5, 1.0, 2.5])   # input - target
y = torch.zeros_like(d)

def smooth_l1(d, beta):
    return torch.where(d.abs() < beta, 0.5 * d ** 2 / beta, d.abs() - 0.5 * beta)

for beta in (1.0, 0.5):
    got = nn.SmoothL1Loss(reduction="none", beta=beta)(d, y)
    print(f"beta={beta}:", got)
    print("  max |torch - by hand|:", (got - smooth_l1(d, beta)).abs().max().item())

print("beta=0 equals L1:", torch.equal(nn.SmoothL1Loss(beta=0.0, reduction="none")(d, y), d.abs()))
