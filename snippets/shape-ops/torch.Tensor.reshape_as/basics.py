import torch

x = torch.arange(6.0)
other = torch.empty(2, 3, dtype=torch.int64)
r = x.reshape_as(other)
print("shape:", tuple(r.shape), "| dtype stays:", r.dtype, "| same memory (view):", r.data_ptr() == x.data_ptr())
print("same as x.reshape(other.shape):", torch.equal(r, x.reshape(other.shape)))
print("0-d into (1, 1):", torch.tensor(5.0).reshape_as(torch.empty(1, 1)).shape)
