import torch
from torch import nn
from torch.nn import init

# x @ w with w of shape (in, out): the fans are read the wrong way round
w = torch.empty(1024, 16)                       # in = 1024, out = 16
init.kaiming_normal_(w, nonlinearity="linear")
x = torch.randn(512, 1024)
print("w (in, out), output std:", round((x @ w).std().item(), 3))
init.kaiming_normal_(w.T, nonlinearity="linear")   # pass the transpose: fills w in place
print("w.T passed,  output std:", round((x @ w).std().item(), 3))

# ConvTranspose2d stores (in_channels, out_channels, kH, kW)
ct = nn.ConvTranspose2d(in_channels=8, out_channels=64, kernel_size=3)
print("ConvTranspose2d weight shape:", tuple(ct.weight.shape), "-> fan_in counts", 64 * 9, "not", 8 * 9)
