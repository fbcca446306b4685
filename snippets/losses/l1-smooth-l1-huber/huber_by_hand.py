import torch
import torch.nn as nn

d = torch.tensor([-3.0, -1.0, -0.4, 0.0, 0.2, 0.5, 1.0, 2.5])   # input - target
y = torch.zeros_like(d)

def huber(d, delta):
    return torch.where(d.abs() < delta, 0.5 * d ** 2, delta * (d.abs() - 0.5 * delta))

for delta in (1.0, 0.5, 2.0):
    got = nn.HuberLoss(reduction="none", delta=delta)(d, y)
    print(f"delta={delta}:", got)
    print("  max |torch - by hand|:", (got - huber(d, delta)).abs().max().item())
