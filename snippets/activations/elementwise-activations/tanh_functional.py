import torch
import torch.nn.functional as F
from torch import nn

x = torch.tensor([-2.0, 0.0, 0.5, 2.0])
print("torch.tanh(x):  ", torch.tanh(x))
print("same as nn.Tanh, x.tanh(), F.tanh:",
      torch.equal(nn.Tanh()(x), torch.tanh(x)),
      torch.equal(x.tanh(), torch.tanh(x)),
      torch.equal(F.tanh(x), torch.tanh(x)))
# tanh is a rescaled sigmoid
print("tanh(x) == 2*sigmoid(2x) - 1:",
      torch.allclose(torch.tanh(x), 2 * torch.sigmoid(2 * x) - 1, atol=1e-6))
