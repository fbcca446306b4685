import torch

x = torch.arange(12).reshape(3, 4)
print("layout:", x.layout, " stride:", x.stride())
i, j = 2, 1
offset = i * x.stride(0) + j * x.stride(1)
print(f"x[{i}, {j}] =", x[i, j].item(), " flat storage at offset", offset, "=", x.flatten()[offset].item())
t = x.t()
print("transpose: layout", t.layout, " stride", t.stride(), " same memory:", t.data_ptr() == x.data_ptr())
