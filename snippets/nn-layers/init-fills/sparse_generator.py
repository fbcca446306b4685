import torch
from torch.nn import init

g = torch.Generator()
g.manual_seed(0); torch.manual_seed(1)
a = init.sparse_(torch.empty(6, 3), sparsity=0.5, generator=g)
g.manual_seed(0); torch.manual_seed(2)
b = init.sparse_(torch.empty(6, 3), sparsity=0.5, generator=g)
print("same zero positions:", torch.equal(a == 0, b == 0))
g.manual_seed(0); torch.manual_seed(1)
c = init.sparse_(torch.empty(6, 3), sparsity=0.5, generator=g)
print("same generator AND same global seed, identical:", torch.equal(a, c))
