import torch

torch.use_deterministic_algorithms(True)
a = torch.rand(3)
b = torch.rand(3)
print("two rand calls, same values:", torch.equal(a, b))

torch.manual_seed(42)
c = torch.rand(3)
torch.manual_seed(42)
d = torch.rand(3)
print("after the same manual_seed, same values:", torch.equal(c, d))
