import math

import torch
import torch.nn.functional as F

xs = [-30.0, -1.0, 0.0, 1.0, 10.0]
x = torch.tensor(xs, dtype=torch.float64)
for beta in (1.0, 2.0):
    y = F.softplus(x, beta=beta)
    hand = torch.tensor([math.log1p(math.exp(beta * v)) / beta for v in xs], dtype=torch.float64)
    print(f"beta={beta}: {y} | max |diff vs log(1+exp(beta x))/beta|: {(y - hand).abs().max().item():.1e}")

# above beta * x > threshold the function returns x itself (linear regime)
t = torch.tensor([1.9, 2.1], dtype=torch.float64)
y = F.softplus(t, beta=1.0, threshold=2.0)
print("threshold=2: x =", t.tolist(), "-> y =", y.tolist(), "| exact log1p(exp(2.1)) =", math.log1p(math.exp(2.1)))
print("float32 x = 100 (beta=1):", F.softplus(torch.tensor([100.0])).item(), "| naive log(1+exp(x)):",
      torch.log(1 + torch.exp(torch.tensor([100.0]))).item())
