import torch

p = torch.randperm(6)
print("randperm(6):", p)
print("dtype:", p.dtype)
print("sorted is 0..5:", torch.equal(p.sort().values, torch.arange(6)))
print("randperm(0):", torch.randperm(0))
