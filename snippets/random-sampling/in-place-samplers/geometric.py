import torch

x = torch.empty(1_000_000).geometric_(0.25)
print("p=0.25: min", x.min(), "| mean", x.mean(), "(1/p = 4)")
print("P(X=1):", (x == 1).float().mean(), "P(X=2):", (x == 2).float().mean(), "(0.25 and 0.1875)")
print("int64 tensor:", torch.empty(8, dtype=torch.int64).geometric_(0.5))
