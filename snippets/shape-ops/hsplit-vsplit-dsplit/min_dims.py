# raises: RuntimeError
import torch

v = torch.arange(6)
print("hsplit on 1-D:", len(torch.hsplit(v, 2)), "pieces")
try:
    torch.vsplit(v, 2)                               # needs at least 2 dims
except RuntimeError as e:
    print("vsplit on 1-D: RuntimeError:", e)
torch.dsplit(torch.zeros(2, 4), 2)                   # needs at least 3 dims
