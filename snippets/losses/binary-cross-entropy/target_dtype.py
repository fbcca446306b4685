# raises: RuntimeError
import torch
import torch.nn as nn

p = torch.tensor([0.9, 0.2, 0.6])
y_int = torch.tensor([1, 0, 1])             # class labels as int64

print("float target:", nn.BCELoss()(p, y_int.float()).item())
nn.BCELoss()(p, y_int)                       # int64 target is rejected
