import math

import torch

p = torch.tensor([0.01, 0.25, 0.5, 0.9, 0.999], dtype=torch.float64)
z = torch.logit(p)
print("logit(p):", z)
print("max |logit - log(p/(1-p))| (math):", max(abs(a - math.log(b / (1 - b))) for a, b in zip(z.tolist(), p.tolist())))
print("sigmoid(logit(p)) == p:", torch.allclose(torch.sigmoid(z), p))
print("logit at 0, 1, -0.1, 1.1:", torch.logit(torch.tensor([0.0, 1.0, -0.1, 1.1])))
