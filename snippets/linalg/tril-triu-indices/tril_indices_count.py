import torch

# The result stores 2 * N integers, with N close to row * col / 2 for large matrices.
for n in (10, 1000):
    idx = torch.tril_indices(n, n)
    print(f"{n}x{n}: N = {idx.shape[1]}, {idx.numel() * idx.element_size()} bytes")
row = col = 2**30
print("row * col =", row * col, ">= 2**59:", row * col >= 2**59)
