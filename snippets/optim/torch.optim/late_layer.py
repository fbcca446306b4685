import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.1)      # reads model.parameters() now
model.append(nn.Linear(2, 1))                          # added after the optimizer was built
helpers = [nn.Linear(2, 2)]                            # a plain list: never registered

print("tensors in model.parameters():", len(list(model.parameters())))
print("tensors in the optimizer:     ", len(opt.param_groups[0]["params"]))
before = model[1].weight.detach().clone()
model(torch.ones(1, 2)).sum().backward()
opt.step()
print("late layer changed by step():", not torch.equal(before, model[1].weight))
print("plain-list layer in model.parameters():",
      any(p is helpers[0].weight for p in model.parameters()))
