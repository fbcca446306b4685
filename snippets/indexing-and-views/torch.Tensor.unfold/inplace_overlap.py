import torch

x = torch.arange(1.0, 8.0)
x.unfold(0, 3, 1).add_(1)                       # overlapping windows, no error
print("after unfold(0, 3, 1).add_(1):", x)
print("expected +1 everywhere:        ", torch.arange(1.0, 8.0) + 1)
y = torch.arange(1.0, 8.0)
w = y.unfold(0, 3, 1).clone()                    # own memory
w.add_(1)
print("on a clone, y untouched:", y, "| first window:", w[0])
