import torch

x = torch.tensor([[0.0, 1.0], [10.0, -10.0]])
print("torch.special.logsumexp(x, 1):", torch.special.logsumexp(x, 1))
print("identical to torch.logsumexp:", torch.equal(torch.special.logsumexp(x, 1), torch.logsumexp(x, 1)))
try:
    torch.special.logsumexp(x)
except TypeError as e:
    print("no dim:", type(e).__name__, e)
