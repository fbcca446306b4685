import torch

g = torch.Generator().manual_seed(42)
first = torch.randint(100, (5,), generator=g)
g.manual_seed(42)
again = torch.randint(100, (5,), generator=g)
print("first:", first)
print("again:", again)
print("equal:", torch.equal(first, again))

buf = torch.empty(5, dtype=torch.int64)
res = torch.randint(100, (5,), out=buf)
print("out= returns the same tensor:", res is buf)
