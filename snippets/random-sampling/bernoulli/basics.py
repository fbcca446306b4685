import torch

p = torch.tensor([[0.0, 0.25], [0.75, 1.0]])
s = torch.bernoulli(p)
print("probabilities:\n", p)
print("sample:\n", s)
print("dtype:", s.dtype, "| shape:", tuple(s.shape))

many = torch.bernoulli(torch.full((100000,), 0.3))
print("fraction of ones for p=0.3:", many.mean())
print("0-d input:", torch.bernoulli(torch.tensor(0.5)))
