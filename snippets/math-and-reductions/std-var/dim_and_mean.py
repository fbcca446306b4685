import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 2.0, 2.0, 2.0]])
print("std over dim=1           :", x.std(dim=1))
print("var over dim=1, keepdim  :", x.var(dim=1, keepdim=True).shape)
std, mean = torch.std_mean(x, dim=1)
print("std_mean -> std:", std, "mean:", mean)
var, mean = torch.var_mean(x, dim=1, correction=0)
print("var_mean(correction=0) -> var:", var)
z = torch.tensor([1 + 1j, 2 - 1j, 0j])
print("complex var:", z.var(), z.var().dtype)
