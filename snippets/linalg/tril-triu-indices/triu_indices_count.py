import torch

n = 2000
idx = torch.triu_indices(n, n, 1)
print(f"{n}x{n}, offset=1: N = {idx.shape[1]}, dtype {idx.dtype}, {idx.numel() * idx.element_size()} bytes")
print("int32 halves it:", torch.triu_indices(n, n, 1, dtype=torch.int32).element_size() * idx.numel(), "bytes")
