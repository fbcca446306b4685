import torch

x = torch.arange(1, 10).reshape(3, 3)
c = torch.narrow_copy(x, 1, 1, 2)
print(c)
print("own memory:", c.data_ptr() != x.data_ptr(), "| contiguous:", c.is_contiguous())
c[0, 0] = -1
print("x[0, 1] after writing c[0, 0]:", x[0, 1].item())
print("Tensor.narrow_copy(0, 1, 2):", x.narrow_copy(0, 1, 2).tolist())
