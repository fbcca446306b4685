import torch
from torch.nn import init

g = torch.Generator().manual_seed(42)
a = init.xavier_uniform_(torch.empty(2, 3), generator=g)
g.manual_seed(42)
torch.manual_seed(123)                        # the global seed does not matter here
b = init.xavier_uniform_(torch.empty(2, 3), generator=g)
print(a)
print("same draws from the same generator state:", torch.equal(a, b))
