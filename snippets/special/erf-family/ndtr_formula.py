import math

import torch

x = torch.tensor([-3.0, -1.96, -1.0, 0.0, 1.0, 1.96, 3.0], dtype=torch.float64)
p = torch.special.ndtr(x)
by_hand = torch.tensor([0.5 * (1 + math.erf(v / math.sqrt(2))) for v in x.tolist()], dtype=torch.float64)
print("ndtr(x):", p)
print("max |ndtr - (1 + erf(x/sqrt 2))/2|:", (p - by_hand).abs().max().item())
cdf = torch.distributions.Normal(0.0, 1.0).cdf(x)
print("close to Normal(0, 1).cdf:", torch.allclose(p, cdf), "| bit-identical:", torch.equal(p, cdf),
      "| max diff:", (p - cdf).abs().max().item())
print("ndtr(-inf), ndtr(inf), ndtr(nan):", torch.special.ndtr(torch.tensor([float("-inf"), float("inf"), float("nan")])))
print("dtypes: int64 ->", torch.special.ndtr(torch.tensor([0])).dtype,
      "| float16 ->", torch.special.ndtr(torch.tensor([0.0], dtype=torch.float16)).dtype)
