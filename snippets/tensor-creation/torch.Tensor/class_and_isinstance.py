import torch

x = torch.zeros(2)
print("type(x):", type(x))
print("isinstance(x, torch.Tensor):", isinstance(x, torch.Tensor))
print("int tensor is a torch.Tensor too:", isinstance(torch.arange(3), torch.Tensor))
print("parameter is a torch.Tensor:", isinstance(torch.nn.Parameter(torch.ones(1)), torch.Tensor))
print("Tensor.add is a method:", torch.Tensor.add(x, 1))
