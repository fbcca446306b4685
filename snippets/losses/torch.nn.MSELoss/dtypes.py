# raises: NotImplementedError
import torch
import torch.nn.functional as F

x = torch.tensor([1.0, 2.0])
print("float32 input, int64 target  :", F.mse_loss(x, torch.tensor([0, 0])))
print("float32 input, float64 target:", F.mse_loss(x, torch.tensor([0.0, 0.0], dtype=torch.float64)))
F.mse_loss(torch.tensor([1, 2]), torch.tensor([0, 0]))   # both int64
