import torch

t = torch.empty(1_000_000)
t.exponential_(lambd=2.0)
print("lambd=2: mean", t.mean(), "(1/lambd = 0.5) | std", t.std(), "| min", t.min())
print("P(x > 1):", (t > 1).float().mean(), "vs exp(-2) =", torch.exp(torch.tensor(-2.0)))
print("float16:", torch.empty(4, dtype=torch.float16).exponential_())
