import torch

a = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
b = torch.tensor([4.0, 5.0, 6.0], dtype=torch.float64)
x, y = a.tolist(), b.tolist()
by_hand = [x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]]
c = torch.linalg.cross(a, b)
print("linalg.cross:", c.tolist(), " by hand:", by_hand)
print("orthogonal to both: a.c =", torch.dot(a, c).item(), " b.c =", torch.dot(b, c).item())
print("batch (4,3) with (1,3) ->", tuple(torch.linalg.cross(torch.randn(4, 3), torch.randn(1, 3)).shape))
print("dim=0 on (3,5) ->", tuple(torch.linalg.cross(torch.randn(3, 5), torch.randn(3, 5), dim=0).shape))
print("int64:", torch.linalg.cross(torch.tensor([1, 0, 0]), torch.tensor([0, 1, 0])).tolist())
