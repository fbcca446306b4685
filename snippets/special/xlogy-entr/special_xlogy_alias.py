import torch

x = torch.tensor([0.0, 1.0, 3.0])
y = torch.tensor([0.0, 5.0, 0.5])
print("torch.special.xlogy(x, y):", torch.special.xlogy(x, y))
print("identical to torch.xlogy:", torch.equal(torch.special.xlogy(x, y), torch.xlogy(x, y)))
print("one side a number:", torch.special.xlogy(3, y), torch.special.xlogy(x, 2.0))
try:
    torch.special.xlogy(3.0, 2.0)
except TypeError as e:
    print("two numbers:", type(e).__name__, str(e).splitlines()[0])
