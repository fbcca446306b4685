import torch

x = torch.tensor([-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -0.4, 1.2345])
print("torch.special.round(x):", torch.special.round(x))
print("identical to torch.round:", torch.equal(torch.special.round(x), torch.round(x)))
print("nan and inf pass through:", torch.special.round(torch.tensor([float("nan"), float("inf")])))
print("decimals=2 :", torch.special.round(torch.tensor([1.2345, 2.675]), decimals=2))
print("decimals=-2:", torch.special.round(torch.tensor([1234.5678]), decimals=-2))
print("Python round(2.675, 2):", round(2.675, 2))
h = torch.tensor([0.5, 1.5, 2.5, -2.5])
print("half away from zero:", torch.sign(h) * torch.floor(h.abs() + 0.5))
