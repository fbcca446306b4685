import torch

torch.manual_seed(0)
g = torch.Generator().manual_seed(123)   # a private stream
a = torch.rand(2, generator=g)
global_draw = torch.rand(2)              # the global stream is not disturbed by g

torch.manual_seed(0)
print("global stream unchanged:", torch.equal(global_draw, torch.rand(2)))
g2 = torch.Generator().manual_seed(123)
print("same generator seed, same numbers:", torch.equal(a, torch.rand(2, generator=g2)))
print("g.initial_seed():", g.initial_seed())
