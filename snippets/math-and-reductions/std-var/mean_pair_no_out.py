# raises: TypeError
import torch

x = torch.tensor([[1.0, 2.0, 4.0], [3.0, 5.0, 9.0]])
s, m = torch.std_mean(x, dim=0)                       # returns a new (std, mean) pair
print("std:", s, "mean:", m)
try:
    torch.var_mean(x, dim=0, out=(torch.empty(3), torch.empty(3)))
except TypeError as e:
    print("var_mean(..., out=...):", type(e).__name__)
torch.std_mean(x, dim=0, out=(torch.empty(3), torch.empty(3)))
