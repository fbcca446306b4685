import torch

print("torch.int64 is torch.long:", torch.int64 is torch.long)
print("torch.tensor([3]).dtype:", torch.tensor([3]).dtype, " arange:", torch.arange(3).dtype)
print("argmax:", torch.rand(4).argmax().dtype, " nonzero:", torch.nonzero(torch.ones(2)).dtype)
print("int32 sum accumulates into:", torch.tensor([1, 2], dtype=torch.int32).sum().dtype)
m = torch.iinfo(torch.int64).max
print("max + 1 wraps:", (torch.tensor([m]) + 1).tolist())
try:
    torch.tensor([2**63])
except (RuntimeError, ValueError) as e:
    print("torch.tensor([2**63]):", type(e).__name__, e)
