import torch
from torch.nn import init

print("empty is a no-op:", init.orthogonal_(torch.empty(0, 3)).shape)
try:
    init.orthogonal_(torch.empty(4))
except ValueError as e:
    print("1-D: ValueError:", e)
h = init.orthogonal_(torch.empty(64, 64, dtype=torch.float64))
print("float64: max |W^T W - I| =", (h.T @ h - torch.eye(64, dtype=torch.float64)).abs().max().item())
try:
    init.orthogonal_(torch.empty(4, 4, dtype=torch.float16))
except RuntimeError as e:
    print("float16: RuntimeError:", e)
