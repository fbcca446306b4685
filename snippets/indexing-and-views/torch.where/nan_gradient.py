import torch

x = torch.tensor([-1.0, 4.0], requires_grad=True)
y = torch.where(x > 0, x.sqrt(), torch.zeros(()))   # sqrt(-1) is still computed
y.sum().backward()
print("y:", y.detach())
print("grad:", x.grad)                               # nan leaks through

x2 = torch.tensor([-1.0, 4.0], requires_grad=True)
safe = torch.where(x2 > 0, x2, torch.ones(()))       # make the input safe first
y2 = torch.where(x2 > 0, safe.sqrt(), torch.zeros(()))
y2.sum().backward()
print("safe grad:", x2.grad)
