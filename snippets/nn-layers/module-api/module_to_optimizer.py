import torch
from torch import nn

model = nn.Linear(3, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model.to(torch.float64)  # after the optimizer was built
print("optimizer still holds the model's parameters:",
      all(a is b for a, b in zip(opt.param_groups[0]["params"], model.parameters())))
print("their dtype:", opt.param_groups[0]["params"][0].dtype)
