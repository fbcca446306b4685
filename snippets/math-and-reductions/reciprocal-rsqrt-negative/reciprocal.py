import torch

x = torch.tensor([4.0, -0.5, 0.0, -0.0, float("inf"), float("-inf"), float("nan")])
print("x            :", x)
print("reciprocal(x):", torch.reciprocal(x))
print("max |reciprocal - 1/x| on finite nonzero x:",
      (torch.reciprocal(x[:2]) - 1 / x[:2]).abs().max().item())
z = torch.tensor([1 + 1j, 2j])
print("complex      :", torch.reciprocal(z))
print("0-d          :", torch.reciprocal(torch.tensor(8.0)))
