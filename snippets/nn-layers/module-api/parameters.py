import torch
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
params = model.parameters()
print("type:", type(params).__name__)
print("shapes:", [tuple(p.shape) for p in params])
print("second pass over the same generator:", list(params))  # exhausted
print("non-recursive, on the container itself:", list(model.parameters(recurse=False)))

# freeze the first layer; hand only trainable parameters to the optimizer
for p in model[0].parameters():
    p.requires_grad_(False)
trainable = [p for p in model.parameters() if p.requires_grad]
print("trainable tensors:", len(trainable), "of", len(list(model.parameters())))
opt = torch.optim.SGD(trainable, lr=0.1)
