import torch
import torch.nn.functional as F
from torch import nn

a, b = torch.randn(4, 3), torch.randn(4, 3)
print("F.mse_loss == nn.MSELoss():", torch.equal(F.mse_loss(a, b), nn.MSELoss()(a, b)))
print("== ((a - b) ** 2).mean():", torch.allclose(F.mse_loss(a, b), ((a - b) ** 2).mean()))
