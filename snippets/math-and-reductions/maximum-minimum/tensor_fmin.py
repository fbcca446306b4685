import torch

x = torch.tensor([3.0, float("nan"), -1.0])
print("x.fmin(torch.tensor(0.)):", x.fmin(torch.tensor(0.0)))
print("same as torch.fmin      :", torch.equal(x.fmin(torch.tensor(0.0)), torch.fmin(x, torch.tensor(0.0))))
