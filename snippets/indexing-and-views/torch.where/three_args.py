import torch

x = torch.tensor([[0.2, 0.9], [0.7, 0.1]])
y = torch.zeros(2, 2)
print(torch.where(x > 0.5, x, y))

# Scalars and broadcasting: the condition, x and y broadcast together.
print(torch.where(x > 0.5, 1.0, torch.tensor([-1.0, -2.0])))
