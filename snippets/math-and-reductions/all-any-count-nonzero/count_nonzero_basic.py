import torch

x = torch.tensor([[1, 0, 2],
                  [0, 0, 5]])
print("count_nonzero(x)          :", torch.count_nonzero(x), torch.count_nonzero(x).dtype)
print("dim=1                     :", torch.count_nonzero(x, dim=1))
print("dim=(0, 1)                :", torch.count_nonzero(x, dim=(0, 1)))
print("== (x != 0).sum(dim=1)    :", torch.equal(torch.count_nonzero(x, dim=1), (x != 0).sum(dim=1)))
f = torch.tensor([float("nan"), 0.0, -0.0, 1e-45])
print("floats [nan, 0, -0, 1e-45]:", torch.count_nonzero(f), "<- NaN and the tiny subnormal count, -0.0 does not")
print("empty                     :", torch.count_nonzero(torch.tensor([])))
