import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
backbone, head = model[0], model[2]

# freeze: the same as p.requires_grad = False for each of its parameters
backbone.requires_grad_(False)
trainable = [p for p in model.parameters() if p.requires_grad]
print("trainable tensors:", len(trainable), "| trainable numbers:",
      sum(p.numel() for p in trainable))
opt = torch.optim.SGD(trainable, lr=0.1)

model(torch.randn(5, 4)).sum().backward()
print("backbone.weight.grad:", backbone.weight.grad)
print("head.weight.grad is set:", head.weight.grad is not None)

before = backbone.weight.clone()
opt.step()
print("backbone unchanged by step():", torch.equal(before, backbone.weight))

model.eval()  # eval() changes layer behaviour (dropout, batch norm); it does not freeze
print("after eval(): head.weight.requires_grad =", head.weight.requires_grad)
