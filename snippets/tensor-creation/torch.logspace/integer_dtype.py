import torch

print("float32:", torch.logspace(0, 2, 4))
print("int64:  ", torch.logspace(0, 2, 4, dtype=torch.int64))      # fractions cut off
print("exact powers of 2 in int32:", torch.logspace(0, 10, 11, base=2, dtype=torch.int32))

print("float32, 10^0.5 .. 10^1.5:", torch.logspace(0.5, 1.5, 3))
print("int64,   10^0.5 .. 10^1.5:", torch.logspace(0.5, 1.5, 3, dtype=torch.int64))
print("int64,   10^0   .. 10^1:  ", torch.logspace(0, 1, 3, dtype=torch.int64))
