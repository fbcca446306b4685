import torch

x = torch.zeros(2, 3)
ptr = x.data_ptr()
r = x.add_(torch.tensor([1.0, 2.0, 3.0]), alpha=10)
print("after add_(row, alpha=10):")
print(x)
print("returns self:", r is x, "| same memory:", x.data_ptr() == ptr)
y = x.add_(1)
y[0, 0] = -1.0
print("write through y shows in x:", x[0, 0].item())
