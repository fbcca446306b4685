import math
import torch
from torch.nn import init

w = torch.empty(600, 400)                      # fan_out = 600, fan_in = 400
ret = init.xavier_uniform_(w, gain=init.calculate_gain("tanh"))
bound = (5 / 3) * math.sqrt(6 / (400 + 600))
print("returns its argument:", ret is w)
print("bound by hand:", round(bound, 4), " min/max drawn:", round(w.min().item(), 4), round(w.max().item(), 4))
print("std by hand:", round(bound / math.sqrt(3), 4), " sample std:", round(w.std().item(), 4))
print("sample mean:", round(w.mean().item(), 4))
