import torch

x = torch.tensor([1.0, float("nan"), 3.0])
print("torch.ne(x, 3.0)   :", torch.ne(x, 3.0))
print("x != 3.0           :", x != 3.0)
print("torch.ne(x, x)     :", torch.ne(x, x), "<- True only where x is NaN")
print("equals x.isnan()   :", torch.equal(torch.ne(x, x), x.isnan()))
