import copy
import torch
from torch import nn

model = nn.Linear(2, 1)
snapshot = model.state_dict()                      # references, not copies
frozen = copy.deepcopy(model.state_dict())         # a real copy
print("same memory as the parameter:", snapshot["weight"].data_ptr() == model.weight.data_ptr())

with torch.no_grad():
    model.weight.add_(1.0)                         # an optimizer step does the same kind of in-place update
print("snapshot follows the update :", torch.equal(snapshot["weight"], model.weight))
print("deepcopy kept the old values:", not torch.equal(frozen["weight"], model.weight))
