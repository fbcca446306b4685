import torch

x = torch.tensor([-3.0, 0.0, 4.0])
print("x.heaviside(v):", x.heaviside(torch.tensor(0.25)))
print("x unchanged:   ", x)
ptr = x.data_ptr()
x.heaviside_(torch.tensor(0.25))
print("after heaviside_:", x, "| same memory:", x.data_ptr() == ptr)
mask = torch.tensor([-0.2, 0.7]).heaviside(torch.tensor(0.0)).bool()
print("as a mask:", mask)
