import torch

x = torch.arange(4.0)
mask = torch.tensor([False, True, True, False])
print("torch.masked_fill:", torch.masked_fill(x, mask, 0.0).tolist())
print("torch.masked_scatter:", torch.masked_scatter(x, mask, torch.tensor([7.0, 8.0])).tolist())
