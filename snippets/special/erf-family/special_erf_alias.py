import torch

x = torch.linspace(-2, 2, 5)
print("torch.special.erf(x):", torch.special.erf(x))
print("identical to torch.erf:", torch.equal(torch.special.erf(x), torch.erf(x)))

out = torch.empty(5)
r = torch.special.erf(x, out=out)
print("out= written and returned:", r.data_ptr() == out.data_ptr(), torch.equal(out, torch.erf(x)))
