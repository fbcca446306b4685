import torch

x = torch.tensor([1.0, 2.0, 3.0])
y = torch.tensor([1.0, 1.0, 4.0])
print("torch.less_equal(x, y):", torch.less_equal(x, y))
print("same as torch.le and <=:", torch.equal(torch.less_equal(x, y), torch.le(x, y)), torch.equal(torch.less_equal(x, y), x <= y))
print("not the same as ~(x > y) when NaN is present:")
n = torch.tensor([float("nan")])
print("  n <= 0:", n <= 0, " ~(n > 0):", ~(n > 0))
