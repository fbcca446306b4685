import torch

n = 7
for k in [2, 3, 4, 7, 9]:
    sizes = [p.numel() for p in torch.arange(n).tensor_split(k)]
    q, r = divmod(n, k)
    rule = [q + 1] * r + [q] * (k - r)       # first r pieces get one more
    print(f"n={n} k={k}: {sizes}  rule: {rule}  match: {sizes == rule}")
