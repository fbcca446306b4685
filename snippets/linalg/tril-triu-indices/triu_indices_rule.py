import torch

idx = torch.triu_indices(3, 3, offset=1)
print(idx)
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
print("== nonzero of the triu mask:", torch.equal(idx, mask.nonzero().T))
n = 6
print(f"offset=1 on {n}x{n}: {torch.triu_indices(n, n, 1).shape[1]} pairs i < j = n(n-1)/2 = {n * (n - 1) // 2}")
