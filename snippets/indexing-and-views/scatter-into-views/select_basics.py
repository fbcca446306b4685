import torch

a = torch.zeros(2, 3)
r = torch.select_scatter(a, torch.ones(3), 0, 1)          # row 1 <- ones
print(r)
print("column -1:", torch.select_scatter(a, torch.tensor([5.0, 6.0]), 1, -1).tolist())
print("a unchanged:", a.tolist(), "| fresh memory:", r.data_ptr() != a.data_ptr())
print("method form:", a.select_scatter(torch.ones(3), 0, 0).tolist())
