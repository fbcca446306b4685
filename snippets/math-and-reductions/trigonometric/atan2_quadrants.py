import torch

# points (x, y) in the four quadrants
x = torch.tensor([1.0, -1.0, -1.0, 1.0])
y = torch.tensor([1.0, 1.0, -1.0, -1.0])

print("atan2(y, x)    :", torch.atan2(y, x))
print("atan(y / x)    :", torch.atan(y / x))
print("in degrees     :", torch.rad2deg(torch.atan2(y, x)))
print("atan2(1, 0), atan2(0, 0):", torch.atan2(torch.tensor([1.0, 0.0]), torch.tensor([0.0, 0.0])))
print("atan2(+0, -1), atan2(-0, -1):", torch.atan2(torch.tensor([0.0, -0.0]), torch.tensor([-1.0, -1.0])))
