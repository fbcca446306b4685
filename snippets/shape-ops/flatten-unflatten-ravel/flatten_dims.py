import torch

x = torch.arange(120).reshape(2, 3, 4, 5)
print("input shape:          ", tuple(x.shape))
print("flatten(x):           ", tuple(torch.flatten(x).shape))
print("flatten(x, 1):        ", tuple(torch.flatten(x, 1).shape))
print("flatten(x, 1, 2):     ", tuple(torch.flatten(x, 1, 2).shape))
print("flatten(x, -2):       ", tuple(torch.flatten(x, start_dim=-2).shape))
print("flatten(x, 0, -2):    ", tuple(torch.flatten(x, 0, -2).shape))

# The element order is row-major: the same as reshape to the flattened shape.
y = torch.flatten(x, 1, 2)
print("equals reshape(2, 12, 5):", torch.equal(y, x.reshape(2, 12, 5)))
print("dtype kept:", y.dtype)
