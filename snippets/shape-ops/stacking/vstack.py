import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print("1-D + 1-D:")
print(torch.vstack((a, b)))                  # each 1-D becomes a row

M = torch.zeros(2, 3, dtype=torch.int64)
print("1-D + 2-D:", tuple(torch.vstack((a, M)).shape))   # (3,) is treated as (1, 3)
print("0-D:", tuple(torch.vstack((torch.tensor(1), torch.tensor(2))).shape))
print("3-D:", tuple(torch.vstack((torch.zeros(2, 3, 4), torch.zeros(1, 3, 4))).shape))
