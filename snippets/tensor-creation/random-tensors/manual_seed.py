import torch

g = torch.manual_seed(2)
a = torch.rand(3)
torch.manual_seed(2)
b = torch.rand(3)
print("a:", a)
print("b:", b)
print("same seed, same numbers:", torch.equal(a, b))
print("manual_seed returns:", type(g).__name__)
c = torch.rand(3)
print("the next draw differs:", not torch.equal(b, c))
