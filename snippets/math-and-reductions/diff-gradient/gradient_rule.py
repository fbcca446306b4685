import torch

f = torch.tensor([1.0, 2.0, 4.0, 7.0, 11.0])
(g,) = torch.gradient(f)                         # returns a tuple: one tensor per dimension
print("gradient(f):", g.tolist())
h = 1.0
interior = [(f[i + 1] - f[i - 1]).item() / (2 * h) for i in range(1, len(f) - 1)]
edges = [(f[1] - f[0]).item() / h, (f[-1] - f[-2]).item() / h]
print("central differences inside:", interior)
print("one-sided at the edges:   ", edges)

(g2,) = torch.gradient(f, spacing=0.5)           # samples 0.5 apart
print("spacing=0.5 doubles it:", g2.tolist())
