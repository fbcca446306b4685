import warnings
import torch

x = torch.full((3, 2), 9.0)
src = torch.tensor([[2.0, 3.0],
                    [4.0, 5.0],
                    [6.0, 7.0]])
with warnings.catch_warnings():
    warnings.simplefilter("ignore")                   # beta notice, see the pitfalls
    r = x.index_reduce_(0, torch.tensor([0, 2, 0]), src, "amax", include_self=False)
print(x)
print("returns self:", r is x)
