import torch

x = torch.tensor([0.0, 0.0, 1.0], requires_grad=True)
y = torch.tensor([0.0, 2.0, 2.0], requires_grad=True)
torch.xlogy(x, y).sum().backward()
print("forward at (0, 0):", torch.xlogy(x, y)[0].item())
print("d/dx = log(y), 0 where x == 0 and y <= 0:", x.grad)
print("d/dy = x / y:", y.grad)
