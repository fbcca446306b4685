import torch

g1 = torch.Generator()
g2 = torch.Generator()
print("initial seeds:", g1.initial_seed(), g2.initial_seed())
print("same numbers:", torch.equal(torch.rand(4, generator=g1), torch.rand(4, generator=g2)))

g3 = torch.Generator()
s = g3.seed()                         # a non-deterministic seed; do not print it
print("after seed(): initial_seed equals the returned seed:", g3.initial_seed() == s)
