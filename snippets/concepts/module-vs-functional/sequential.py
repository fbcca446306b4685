# raises: TypeError
import torch.nn.functional as F
from torch import nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
print(model)
print("state_dict keys:", list(model.state_dict()))
nn.Sequential(nn.Linear(4, 8), F.relu)  # a function is not a Module
