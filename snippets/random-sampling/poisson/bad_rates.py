# raises: RuntimeError
import torch

print("rate inf ->", torch.poisson(torch.tensor([float("inf")])))
print("rate 1e19 (float64) ->", torch.poisson(torch.tensor([1e19], dtype=torch.float64)))
print("rate 1e10 ->", torch.poisson(torch.tensor([1e10])))
try:
    torch.poisson(torch.tensor([2.0, float("nan")]))
except RuntimeError as e:
    print("rate nan ->", e)
torch.poisson(torch.tensor([2.0, -1.0]))      # a negative rate raises
