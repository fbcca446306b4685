import math
import torch
from torch.nn import init

w = torch.empty(256, 128, 3, 3)               # fan_in = 128*9, fan_out = 256*9
for mode in ["fan_in", "fan_out"]:
    init.kaiming_normal_(w, mode=mode, nonlinearity="relu")
    fan = 128 * 9 if mode == "fan_in" else 256 * 9
    print(f"{mode}: std by hand {math.sqrt(2 / fan):.5f}  sample std {w.std().item():.5f}")

init.kaiming_normal_(w, a=0.2, nonlinearity="leaky_relu")
print(f"leaky 0.2: std by hand {math.sqrt(2 / (1 + 0.04)) / math.sqrt(128 * 9):.5f}  sample std {w.std().item():.5f}")
