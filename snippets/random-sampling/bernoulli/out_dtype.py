# raises: NotImplementedError
import torch

p = torch.tensor([0.0, 0.2, 0.9, 1.0])
as_int = torch.empty(4, dtype=torch.int64)
torch.bernoulli(p, out=as_int)
print("out=int64:", as_int)
as_bool = torch.empty(4, dtype=torch.bool)
torch.bernoulli(p, out=as_bool)
print("out=bool: ", as_bool)
torch.bernoulli(torch.tensor([0, 1, 1]))     # integer probabilities are rejected
