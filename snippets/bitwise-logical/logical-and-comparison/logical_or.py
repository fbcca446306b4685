import torch

a = torch.tensor([0, 2, 0, -1])
b = torch.tensor([0.0, 0.0, 0.5, float("nan")])
print("torch.logical_or(a, b):", torch.logical_or(a, b))
print("a.logical_or(b)       :", a.logical_or(b))
print("a | 1 (bitwise, not logical):", a | 1)

m = torch.tensor([1.0, 0.0, 0.0])
ptr = m.data_ptr()
m.logical_or_(torch.tensor([0, 0, 3]))
print("m.logical_or_(...) on float32:", m, m.dtype, "same memory:", m.data_ptr() == ptr)
