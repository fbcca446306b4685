import torch

g = torch.Generator()                 # a CPU generator of its own
print("device:", g.device)
print("manual_seed returns the generator:", g.manual_seed(1234) is g)
print("initial_seed:", g.initial_seed())

a = torch.rand(3, generator=g)
g.manual_seed(1234)
b = torch.rand(3, generator=g)
print("replayed after re-seeding:", torch.equal(a, b))

torch.manual_seed(0)
expected = torch.rand(3)
torch.manual_seed(0)
torch.randn(100, generator=g)         # uses g only
print("global stream untouched:", torch.equal(torch.rand(3), expected))
