import torch

x = torch.tensor([0.0, 1.0, 6.0])
print("x.erfc()           :", x.erfc())
print("same as torch.erfc :", torch.equal(x.erfc(), torch.erfc(x)))
print("x left unchanged   :", x)
