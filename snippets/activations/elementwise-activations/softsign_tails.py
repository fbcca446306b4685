import torch
from torch import nn

x = torch.tensor([1.0, 2.0, 5.0, 10.0, 100.0])
print("x:        ", x)
print("Softsign: ", nn.Softsign()(x))
print("Tanh:     ", torch.tanh(x))
print("1-Softsign:", 1 - nn.Softsign()(x), "(= 1/(1+x): polynomial tail)")
