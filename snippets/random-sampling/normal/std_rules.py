# raises: RuntimeError
import torch

print("std = 0 gives the mean exactly:", torch.normal(torch.tensor([1.5, -2.0]), 0.0))
print("std = inf:", torch.normal(0.0, float("inf"), (2,)))
try:
    torch.normal(0.0, float("nan"), (2,))
except RuntimeError as e:
    print("std = nan ->", e)
torch.normal(torch.zeros(2), torch.tensor([1.0, -1.0]))   # one negative std is enough
