import torch

x = torch.tensor([[0.0, 1.0, 2.0, 5.0],
                  [2.0, 1.0, 0.0, 1.0]])
f = torch.tensor([1, 3, 2, 1])                      # integer frequencies
# fweights = repeat each observation f[i] times
repeated = x.repeat_interleave(f, dim=1)
print("fweights == repeated columns:", torch.allclose(torch.cov(x, fweights=f), torch.cov(repeated)))

a = torch.tensor([0.5, 1.0, 2.0, 0.25])             # floating importance weights
w = f * a
mu = (x * w).sum(1, keepdim=True) / w.sum()
num = ((x - mu) * w) @ (x - mu).T
den = w.sum() - (w * a).sum() / w.sum() * 1          # correction = 1
print("fweights + aweights == formula:", torch.allclose(torch.cov(x, fweights=f, aweights=a), num / den))
print(torch.cov(x, fweights=f, aweights=a))
