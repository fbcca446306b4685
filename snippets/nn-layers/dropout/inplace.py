import torch
import torch.nn.functional as F

x = torch.ones(6)
y = F.dropout(x, 0.5, inplace=True)
print("x after the call:", x)
print("same memory:", y.data_ptr() == x.data_ptr())

a = torch.ones(6)
b = F.dropout(a, 0.5)                       # default: a new tensor, a untouched
print("out of place, a:", a, "| shares memory:", b.data_ptr() == a.data_ptr())
