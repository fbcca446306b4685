import torch

x = torch.ones(2)
x2 = x.to(torch.float64)
print("Tensor.to: x2 is x:", x2 is x, "| x.dtype:", x.dtype, "| x2.dtype:", x2.dtype)

m = torch.nn.Linear(2, 1)
m2 = m.to(torch.float64)
print("Module.to: m2 is m:", m2 is m, "| m.weight.dtype:", m.weight.dtype)
