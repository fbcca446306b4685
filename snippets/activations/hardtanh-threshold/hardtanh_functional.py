import torch
import torch.nn.functional as F
from torch import nn

x = torch.tensor([-3.0, -0.5, 0.5, 3.0])
print("F.hardtanh(x)            :", F.hardtanh(x))
print("F.hardtanh(x, -0.5, 2.0) :", F.hardtanh(x, -0.5, 2.0))
print("min_val == max_val == 1  :", F.hardtanh(x, 1.0, 1.0))
print("int64 input              :", F.hardtanh(torch.tensor([-3, 0, 3])))
print("uint8 input, limits 0, 6 :", F.hardtanh(torch.tensor([0, 3, 9], dtype=torch.uint8), 0.0, 6.0))

try:
    F.hardtanh(x, 1.0, -1.0)
except ValueError as e:
    print("F.hardtanh min > max   -> ValueError:", e)
try:
    nn.Hardtanh(1.0, -1.0)
except AssertionError as e:
    print("nn.Hardtanh min > max  -> AssertionError:", e)
