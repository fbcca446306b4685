import torch
from torch import nn

w = torch.empty(256, 128)
out = nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu")
print("returns the same tensor:", out is w)
print("kaiming_normal_ std:", round(w.std().item(), 4), "expected sqrt(2/128) =", round((2 / 128) ** 0.5, 4))
nn.init.xavier_uniform_(w)
bound = (6 / (128 + 256)) ** 0.5
print("xavier_uniform_ max |w|:", round(w.abs().max().item(), 4), "bound sqrt(6/(fan_in+fan_out)) =", round(bound, 4))
nn.init.constant_(w, 0.5)
print("constant_:", w.unique())
nn.init.zeros_(w)
print("zeros_:", w.unique())
