import torch

for shape in [(), (3,), (2, 3), (2, 3, 4)]:
    print(f"{str(shape):10s} -> {tuple(torch.atleast_2d(torch.zeros(shape)).shape)}")

v = torch.arange(3.0)
r = torch.atleast_2d(v)
print("1-D becomes a row:", r.tolist(), "| shares memory:", r.data_ptr() == v.data_ptr())
