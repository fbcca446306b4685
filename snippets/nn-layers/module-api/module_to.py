import torch
from torch import nn

model = nn.Linear(3, 2)
w = model.weight
out = model.to(torch.float64)
print("Module.to returns self:", out is model)
print("dtype changed in place:", model.weight.dtype, "| same Parameter object:", model.weight is w)

t = torch.zeros(3)
t64 = t.to(torch.float64)
print("Tensor.to returns a new tensor:", t64 is not t, "| original still", t.dtype)
print("Tensor.to with nothing to change returns the input itself:", t.to(torch.float32) is t)
