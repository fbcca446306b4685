import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5))
x = torch.ones(1, 4)
print("new module, training:", model.training, [m.training for m in model])
model.eval()  # same as model.train(False)
print("after eval():", model.training, [m.training for m in model])
print("eval output is deterministic:", torch.equal(model(x), model(x)))
print("returns self:", model.train() is model)
print("after train():", [m.training for m in model])
y1, y2 = model(x), model(x)
print("train output changes between calls (dropout):", not torch.equal(y1, y2))
