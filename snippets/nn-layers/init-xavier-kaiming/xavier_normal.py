import math
import torch
from torch.nn import init

w = torch.empty(64, 32, 3, 3)                  # conv weight: fan_in = 32*9, fan_out = 64*9
init.xavier_normal_(w)
std = math.sqrt(2 / (32 * 9 + 64 * 9))
print("std by hand:", round(std, 5), " sample std:", round(w.std().item(), 5))
print("share of |w| > 3*std:", round((w.abs() > 3 * std).float().mean().item(), 5), "(normal: about 0.0027)")

# gain scales the std linearly
v = torch.empty(64, 32, 3, 3)
init.xavier_normal_(v, gain=2.0)
print("gain=2 sample std / gain=1 sample std:", round(v.std().item() / w.std().item(), 3))
