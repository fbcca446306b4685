import torch
from torch import nn

x = torch.tensor([-2.0, 0.0, 2.0])
for beta in (0.5, 1.0, 4.0):
    print(f"beta={beta}:", nn.Softplus(beta=beta)(x))
print("relu:    ", torch.relu(x))

# above threshold (beta * x > 20 by default) the result is exactly x
big = torch.tensor([5.0, 19.0, 21.0, 100.0])
print("Softplus(big) - big:", nn.Softplus()(big) - big)

# the naive formula overflows where torch does not
print("log(exp(x) + 1):", torch.log(torch.exp(big) + 1))
print("nn.Softplus():  ", nn.Softplus()(big))

# softplus(x) - relu(x) = log(1 + exp(-|x|)) <= log 2
grid = torch.linspace(-10, 10, 2001, dtype=torch.float64)
gap = nn.Softplus()(grid) - torch.relu(grid)
log2 = torch.log(torch.tensor(2.0)).item()
print(f"largest softplus - relu: {gap.max().item():.6f}  log(2) = {log2:.6f}")
