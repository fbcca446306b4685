import torch
from torch import nn

fc = nn.Linear(2, 2)
try:
    fc.weight = torch.zeros(2, 2)  # a plain tensor over a registered parameter
except TypeError as e:
    print("TypeError:", e)
with torch.no_grad():
    fc.weight.copy_(torch.zeros(2, 2))  # change the values in place instead
print(fc.weight)
fc.weight = nn.Parameter(torch.eye(2))  # or register a new Parameter
print(fc.weight)
