import torch
from torch import nn
from torch.nn.utils import get_total_norm

model = nn.Linear(4, 1)
model(torch.randn(8, 4)).pow(2).mean().backward()

wrong = get_total_norm(model.parameters())                    # norm of the WEIGHTS
right = get_total_norm([p.grad for p in model.parameters()])  # norm of the gradients
print("norm of the parameters:", wrong)
print("norm of the gradients: ", right)
print("grads unchanged by get_total_norm:", right == get_total_norm([p.grad for p in model.parameters()]))
