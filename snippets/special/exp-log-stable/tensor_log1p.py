import torch

# log-scaling counts: log1p maps 0 to 0 and keeps small counts apart
counts = torch.tensor([0, 1, 9, 999])
scaled = counts.log1p()
print("counts.log1p():", scaled, scaled.dtype)
print("same as torch.log1p:", torch.equal(scaled, torch.log1p(counts)))
print("back with expm1:", scaled.expm1().round())
