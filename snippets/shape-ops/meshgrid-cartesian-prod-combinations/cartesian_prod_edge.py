# raises: RuntimeError
import torch

a = torch.tensor([1, 2, 3])
print("one input:", torch.cartesian_prod(a), "shape", tuple(torch.cartesian_prod(a).shape))
print("empty input: shape", tuple(torch.cartesian_prod(a, torch.tensor([], dtype=torch.long)).shape))
torch.cartesian_prod(a, torch.tensor([0.5, 1.5]))   # dtypes must match
