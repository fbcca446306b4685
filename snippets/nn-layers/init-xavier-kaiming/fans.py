import torch
from torch import nn
from torch.nn import init

for shape in [(10, 3), (64, 32, 3, 3), (8, 4, 2, 3, 5)]:
    fan_in, fan_out = init._calculate_fan_in_and_fan_out(torch.empty(shape))
    k = 1
    for s in shape[2:]:
        k *= s
    print(shape, "fan_in:", fan_in, "= size(1)*k =", shape[1] * k, "| fan_out:", fan_out, "= size(0)*k =", shape[0] * k)
print("nn.Linear(3, 10).weight.shape:", tuple(nn.Linear(3, 10).weight.shape))
