import torch

# Evaluate f(x, y) = x^2 + y on a grid: rows follow y, columns follow x with indexing="xy".
xs = torch.linspace(-1, 1, 5)
ys = torch.linspace(0, 1, 3)
X, Y = torch.meshgrid(xs, ys, indexing="xy")
Z = X**2 + Y
print("Z shape (len(ys), len(xs)):", tuple(Z.shape))
print(Z)
