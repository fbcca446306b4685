import torch

x = torch.ones(3, 4)
bias = torch.zeros(4, requires_grad=True)  # broadcast over the 3 rows
scale = torch.ones(3, 1, requires_grad=True)  # broadcast over the 4 columns
((x + bias) * scale * torch.arange(12.0).reshape(3, 4)).sum().backward()
print("bias.grad:", bias.grad, bias.grad.shape)
print("scale.grad:", scale.grad.flatten(), scale.grad.shape)
