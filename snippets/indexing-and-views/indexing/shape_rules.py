import torch

x = torch.zeros(2, 3, 4)
mask = torch.tensor([[True, False, True], [False, False, True]])  # shape (2, 3)

print("x[0]                :", tuple(x[0].shape))
print("x[:, 1:3]           :", tuple(x[:, 1:3].shape))
print("x[..., None]        :", tuple(x[..., None].shape))
print("x[mask]  (3 True)   :", tuple(x[mask].shape))
print("x[:, [0, 2, 2, 1]]  :", tuple(x[:, [0, 2, 2, 1]].shape))
print("x[[0, 1], [2, 0]]   :", tuple(x[[0, 1], [2, 0]].shape))
print("x[[[0], [1]], [2, 0]]:", tuple(x[[[0], [1]], [2, 0]].shape))
