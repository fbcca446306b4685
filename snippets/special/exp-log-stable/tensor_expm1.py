import torch

# continuous compounding: a rate r gives growth factor exp(r) - 1 per period
r = torch.tensor([1e-9, 1e-6, 0.05])
print("r.expm1()          :", r.expm1())
print("same as torch.expm1:", torch.equal(r.expm1(), torch.expm1(r)))
print("r left unchanged   :", r)
