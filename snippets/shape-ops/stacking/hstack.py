import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
print("1-D:", torch.hstack((a, b)))          # joins along dim 0

A = torch.zeros(2, 2, dtype=torch.int64)
B = torch.ones(2, 1, dtype=torch.int64)
print("2-D:", tuple(torch.hstack((A, B)).shape))   # joins along dim 1
print(torch.hstack((A, B)))

s = torch.tensor(7)
print("0-D:", torch.hstack((s, s)))          # 0-d become 1-D first
print("3-D:", tuple(torch.hstack((torch.zeros(2, 3, 4), torch.zeros(2, 5, 4))).shape))
