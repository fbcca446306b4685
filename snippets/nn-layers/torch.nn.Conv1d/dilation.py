import torch
from torch import nn

x = torch.arange(10.0).reshape(1, 1, 10)
conv = nn.Conv1d(1, 1, kernel_size=3, dilation=3, bias=False)
with torch.no_grad():
    conv.weight.copy_(torch.tensor([[[1.0, 10.0, 100.0]]]))
    y = conv(x)
print("L_out:", y.shape[-1], "= 10 - 3*(3-1)")
print("y[0] = x[0] + 10*x[3] + 100*x[6] =", y[0, 0, 0].item())
print(y)
