import torch

x = torch.tensor([[3.0, 4.0],    # norm 5   > 1: scaled to norm 1
                  [0.3, 0.4],    # norm 0.5 < 1: unchanged
                  [0.0, 1.0]])   # norm 1   = 1: unchanged
out = torch.renorm(x, p=2, dim=0, maxnorm=1.0)
print(out)
print("rows 1 and 2 unchanged:", torch.equal(out[1:], x[1:]))

# small rows are NOT scaled up: renorm caps norms, it does not normalize them
print("row norms after:", out.norm(dim=1))
# maxnorm=0 zeroes every row with a positive norm
print("maxnorm=0:", torch.renorm(x, 2, 0, 0.0))
