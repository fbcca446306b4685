import torch

x = torch.arange(24).reshape(2, 3, 4)
a = torch.permute(x, (2, 0, 1))              # function: dims as ONE tuple
b = x.permute(2, 0, 1)                       # method: dims as separate ints ...
c = x.permute((2, 0, 1))                     # ... or one tuple
d = x.permute(-1, 0, 1)                      # negative dims count from the end
print("shapes:", tuple(a.shape), tuple(b.shape), tuple(c.shape), tuple(d.shape))
print("all equal:", torch.equal(a, b) and torch.equal(b, c) and torch.equal(c, d))
