# raises: TypeError
import torch

out = torch.atleast_2d(torch.tensor(1.0), torch.arange(3), torch.zeros(2, 2))
print("several tensors ->", type(out).__name__, [tuple(t.shape) for t in out])
out = torch.atleast_2d([torch.tensor(1.0), torch.arange(3)])
print("a list ->", type(out).__name__, [tuple(t.shape) for t in out])
print("one tensor -> a tensor:", type(torch.atleast_2d(torch.arange(3))).__name__)
print("no arguments ->", torch.atleast_2d())
torch.atleast_2d(3)                                # a Python number is not a tensor
