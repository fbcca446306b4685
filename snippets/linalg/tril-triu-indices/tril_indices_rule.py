import torch

idx = torch.tril_indices(3, 4)
print(idx)
mask = torch.tril(torch.ones(3, 4, dtype=torch.bool))
print("== nonzero of the tril mask (row-major order):", torch.equal(idx, mask.nonzero().T))
print("offset=1 count:", torch.tril_indices(3, 4, 1).shape[1],
      "| offset=-1 count:", torch.tril_indices(3, 4, -1).shape[1])
n = 5
print(f"square {n}x{n}: {torch.tril_indices(n, n).shape[1]} indices = n(n+1)/2 = {n * (n + 1) // 2}")
