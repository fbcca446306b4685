import torch

a = torch.tensor([1.0, 2.0])
print("is_grad_enabled():", torch.is_grad_enabled())
print("a.requires_grad:", a.requires_grad)
print("(a * 2).requires_grad:", (a * 2).requires_grad)
