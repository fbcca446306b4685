import torch
import torch.nn.functional as F
from torch import nn

x = torch.tensor([[-2.0, -0.5, 0.0], [0.5, 1.0, 3.0]])

relu = nn.ReLU()
print("module:", relu)
print("nn.ReLU()(x):\n", relu(x))
print("F.relu(x):\n", F.relu(x))
print("same values:", torch.equal(relu(x), F.relu(x)))
print("shape:", relu(x).shape, "dtype:", relu(x).dtype)
print("int input:", F.relu(torch.tensor([-3, 0, 4])))
