import torch

x = torch.tensor([1000.0, 1001.0, 1002.0])

naive = torch.exp(x) / torch.exp(x).sum()
print("exp(x):            ", torch.exp(x))
print("exp(x)/sum exp(x): ", naive)
print("torch.softmax(x,0):", torch.softmax(x, 0))

# softmax is unchanged by subtracting a constant; torch subtracts the max
shifted = torch.exp(x - x.max()) / torch.exp(x - x.max()).sum()
print("shifted by max:    ", shifted)
print("softmax(x) == softmax(x - 1000):",
      torch.allclose(torch.softmax(x, 0), torch.softmax(x - 1000, 0)))
