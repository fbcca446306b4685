import torch

print("float, NaN counts, -0.0 does not:", torch.tensor([0.0, float("nan"), -0.0]).nonzero_static(size=2).flatten().tolist())
print("bool:", torch.tensor([True, False, True]).nonzero_static(size=3).flatten().tolist())
print("result dtype:", torch.tensor([1]).nonzero_static(size=1).dtype)
print("0-d input, size=2 -> shape", tuple(torch.tensor(5).nonzero_static(size=2).shape))
print("empty (0, 2) input, size=3:\n", torch.empty(0, 2).nonzero_static(size=3))
print("size=0 -> shape", tuple(torch.ones(2, 3).nonzero_static(size=0).shape))
