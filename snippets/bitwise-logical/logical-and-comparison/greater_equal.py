import torch

x = torch.arange(5)
print("torch.greater_equal(x, 2):", torch.greater_equal(x, 2))
print("same as torch.ge and >=   :", torch.equal(torch.greater_equal(x, 2), torch.ge(x, 2)),
      torch.equal(torch.greater_equal(x, 2), x >= 2))
print("2 <= x (reflected)        :", 2 <= x)
