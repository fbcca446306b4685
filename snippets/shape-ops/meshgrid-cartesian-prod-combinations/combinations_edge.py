import itertools
import torch

a = torch.tensor([10, 20, 30])
print("r=0:", torch.combinations(a, r=0), "| itertools gives", list(itertools.combinations([10, 20, 30], 0)))
print("r=4 > len: shape", tuple(torch.combinations(a, r=4).shape))
print("equal values are different positions:", torch.combinations(torch.tensor([1, 1, 2])).tolist())
