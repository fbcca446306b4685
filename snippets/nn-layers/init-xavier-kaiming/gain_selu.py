import torch
from torch import nn
from torch.nn import init

def depth_std(nonlinearity):
    torch.manual_seed(0)
    x = torch.randn(2048, 256)
    for _ in range(20):
        w = torch.empty(256, 256)
        init.kaiming_normal_(w, nonlinearity=nonlinearity)   # std = gain / sqrt(256)
        x = torch.selu(x @ w.T)
    return x.std().item()

print("gain('selu'):", init.calculate_gain("selu"), " gain('linear'):", init.calculate_gain("linear"))
print("std after 20 SELU layers, nonlinearity='selu':  ", round(depth_std("selu"), 4))
print("std after 20 SELU layers, nonlinearity='linear':", round(depth_std("linear"), 4))
