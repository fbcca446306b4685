import torch

y = torch.tensor([0.0, -0.0, 0.0, -0.0])
x = torch.tensor([0.0, 0.0, -0.0, -0.0])
print("y                     :", y.tolist())
print("x                     :", x.tolist())
print("atan2(y, x)           :", torch.atan2(y, x).tolist())

yi = torch.tensor([3, -3])
xi = torch.tensor([4, 4])
print("int64 inputs -> dtype :", torch.atan2(yi, xi).dtype, torch.atan2(yi, xi))
print("arctan2 == atan2      :", torch.equal(torch.arctan2(yi, xi), torch.atan2(yi, xi)))

# broadcasting: one x against a column of y values
print("broadcast shape       :", torch.atan2(torch.ones(3, 1), torch.ones(4)).shape)

a = torch.tensor([1.0, -1.0])
b = torch.tensor([-1.0, -1.0])
a.atan2_(b)
print("a.atan2_(b)           :", a)
c = torch.tensor([1.0, -1.0])
c.arctan2_(b)
print("arctan2_ == atan2_    :", torch.equal(a, c))
