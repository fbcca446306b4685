import torch

print("float [nan, 0.0, -0.0, 2.5]:", torch.argwhere(torch.tensor([float("nan"), 0.0, -0.0, 2.5])).flatten().tolist())
print("bool [True, False]:       ", torch.argwhere(torch.tensor([True, False])).flatten().tolist())
print("complex [0j, 1j]:         ", torch.argwhere(torch.tensor([0j, 1j])).flatten().tolist())
print("all zeros (2, 3) ->", tuple(torch.argwhere(torch.zeros(2, 3)).shape))
print("0-d 5 ->", tuple(torch.argwhere(torch.tensor(5)).shape), "| 0-d 0 ->", tuple(torch.argwhere(torch.tensor(0)).shape))
