import math
import torch
from torch.nn import init

w = init.sparse_(torch.empty(10, 6), sparsity=0.25, std=0.01)
print(w)
print("zeros per column:", (w == 0).sum(dim=0).tolist(), " ceil(0.25 * 10) =", math.ceil(0.25 * 10))
big = init.sparse_(torch.empty(1000, 50), sparsity=0.5, std=0.01)
print("std of the nonzero entries:", round(big[big != 0].std().item(), 5))
try:
    init.sparse_(torch.empty(2, 3, 4), sparsity=0.5)
except ValueError as e:
    print("3-D: ValueError:", e)
