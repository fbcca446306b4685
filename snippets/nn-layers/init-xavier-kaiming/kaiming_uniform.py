import math
import torch
from torch.nn import init

w = torch.empty(512, 256)                      # fan_in = 256, fan_out = 512
init.kaiming_uniform_(w, mode="fan_in", nonlinearity="relu")
bound = math.sqrt(2) * math.sqrt(3 / 256)
print("fan_in  bound by hand:", round(bound, 5), " max |w|:", round(w.abs().max().item(), 5))

init.kaiming_uniform_(w, mode="fan_out", nonlinearity="relu")
bound = math.sqrt(2) * math.sqrt(3 / 512)
print("fan_out bound by hand:", round(bound, 5), " max |w|:", round(w.abs().max().item(), 5))

# the default layer init: a = sqrt(5) gives bound 1/sqrt(fan_in)
lin = torch.nn.Linear(256, 512)
print("nn.Linear default: max |w| =", round(lin.weight.abs().max().item(), 5), " 1/sqrt(256) =", 1 / 16)
