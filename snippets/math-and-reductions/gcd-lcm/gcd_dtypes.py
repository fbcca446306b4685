# raises: NotImplementedError
import torch

a = torch.tensor([[12], [8]])                       # (2, 1)
b = torch.tensor([18, 6], dtype=torch.int8)         # (2,)
g = torch.gcd(a, b)
print("broadcast (2, 1) with (2,):", g.tolist(), "| dtype promoted to", g.dtype)
print("uint8:", torch.gcd(torch.tensor([200], dtype=torch.uint8), torch.tensor([150], dtype=torch.uint8)).tolist())
try:
    torch.gcd(torch.tensor([12]), 18)
except TypeError:
    print("a Python int as other: TypeError; use torch.tensor(18)")
torch.gcd(torch.tensor([1.5]), torch.tensor([3.0]))  # floating point is not supported
