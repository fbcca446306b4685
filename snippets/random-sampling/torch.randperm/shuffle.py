import torch

x = torch.arange(12).reshape(4, 3)      # 4 samples, 3 features
y = torch.tensor([0, 1, 2, 3])          # their labels
g = torch.Generator().manual_seed(7)
perm = torch.randperm(4, generator=g)
print("perm:", perm)
print("shuffled rows:\n", x[perm])
print("labels in the same order:", y[perm])

k_of_n = torch.randperm(100, generator=g)[:5]    # 5 distinct indices out of 100
print("5 distinct indices:", k_of_n, "| distinct:", k_of_n.unique().numel() == 5)
