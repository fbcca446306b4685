import torch

junk = torch.full((2, 2), float("nan"))          # e.g. an uninitialised buffer
m = torch.eye(2)
print("beta=0 ignores input:\n", torch.addmm(junk, m, m, beta=0))
print("beta=1 propagates NaN:\n", torch.addmm(junk, m, m))
