import torch

cond = torch.tensor([[False, True], [True, True]])
pos = torch.where(cond)
print("torch.where(cond):", type(pos).__name__, "of", len(pos), "tensors")
print("torch.nonzero(cond):", tuple(torch.nonzero(cond).shape))
print(torch.nonzero(cond))
print("stacked tuple equals nonzero:", torch.equal(torch.stack(pos, dim=1), torch.nonzero(cond)))
