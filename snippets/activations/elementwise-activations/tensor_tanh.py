import torch

x = torch.tensor([-20.0, -1.0, 0.0, 1.0, 20.0])
print("x.tanh():", x.tanh())
print("same as torch.tanh:", torch.equal(x.tanh(), torch.tanh(x)))
print("complex:", torch.tensor([1.0 + 1.0j]).tanh())
