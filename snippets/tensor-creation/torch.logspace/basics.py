# raises: RuntimeError
import torch

print("10^-3 .. 10^0:", torch.logspace(-3, 0, steps=4))
print("same as 10 ** linspace:", torch.equal(torch.logspace(-3, 0, 4), 10 ** torch.linspace(-3, 0, 4)))
print("base 2:", torch.logspace(0, 3, 4, base=2))
print("5 points per decade, float64:", torch.logspace(0, 1, 5, dtype=torch.float64))
print("decreasing:", torch.logspace(3, 0, 4))
print("steps=1:", torch.logspace(0, 3, 1), "| steps=0:", torch.logspace(0, 3, 0))
print("0-d tensor bounds:", torch.logspace(torch.tensor(0.0), torch.tensor(2.0), 3))
torch.logspace(0, 3, -1)
