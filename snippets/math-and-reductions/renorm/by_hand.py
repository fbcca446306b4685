import torch

x = torch.randn(2, 3, 4, dtype=torch.float64) * 2
p, dim, maxnorm = 2.0, 1, 1.5
out = torch.renorm(x, p, dim, maxnorm)

# by hand: for each index i along dim, the sub-tensor x.select(dim, i) is scaled by
# maxnorm / (norm + 1e-7) when its p-norm exceeds maxnorm, and left alone otherwise
ref = torch.empty_like(x)
for i in range(x.shape[dim]):
    sub = x.select(dim, i)
    norm = (sub.abs() ** p).sum() ** (1 / p)
    scale = maxnorm / (norm + 1e-7) if norm > maxnorm else 1.0
    ref.select(dim, i).copy_(sub * scale)

print("norms before:", [round(x.select(dim, i).norm().item(), 4) for i in range(3)])
print("norms after: ", [round(out.select(dim, i).norm().item(), 4) for i in range(3)])
print("max |renorm - by hand| =", (out - ref).abs().max().item())

# the 1e-7 in the denominator: a float64 row of norm 5 ends slightly below maxnorm
row = torch.tensor([[3.0, 4.0]], dtype=torch.float64)
print("float64 [3, 4] -> norm", torch.renorm(row, 2, 0, 1.0).norm().item())
