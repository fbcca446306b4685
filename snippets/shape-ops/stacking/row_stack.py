import torch

a = torch.tensor([1, 2, 3])
M = torch.zeros(2, 3, dtype=torch.int64)
r = torch.row_stack((a, M))
print("row_stack shape:", tuple(r.shape))
print("equal to vstack:", torch.equal(r, torch.vstack((a, M))))
