import torch
import torch.nn.functional as F

x = torch.tensor([float("nan"), float("-inf"), -2.0, -0.0, 0.5, 1.0, float("inf")])
print("x                         :", x)
print("hardtanh(x)               :", F.hardtanh(x))
print("threshold(x, 0.5, -9.0)   :", F.threshold(x, 0.5, -9.0))
