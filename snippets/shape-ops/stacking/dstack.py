import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])
d = torch.dstack((a, b))
print("1-D:", tuple(d.shape))                # (3,) is treated as (1, 3, 1)
print(d)

R = torch.zeros(2, 3)
G = torch.ones(2, 3)
print("2-D:", tuple(torch.dstack((R, G)).shape))   # (2, 3) is treated as (2, 3, 1)
print("3-D:", tuple(torch.dstack((torch.zeros(2, 3, 1), torch.zeros(2, 3, 2))).shape))
