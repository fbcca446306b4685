# raises: RuntimeError
import torch

m = torch.arange(16).reshape(4, 4)
print("tensor_split allows uneven:", [tuple(p.shape) for p in torch.tensor_split(m, 3, dim=1)])
print("hsplit with indices allows uneven:", [tuple(p.shape) for p in torch.hsplit(m, [2, 3])])
torch.hsplit(m, 3)                                   # 4 columns into 3 equal pieces
