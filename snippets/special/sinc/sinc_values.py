import math

import torch

x = torch.tensor([0.0, 0.25, 0.5, 1.5, -0.5, 1e-20], dtype=torch.float64)
s = torch.sinc(x)
print("sinc(x):", s)
ref = [1.0 if v == 0 else math.sin(math.pi * v) / (math.pi * v) for v in x.tolist()]
print("max |sinc - sin(pi x)/(pi x)| (math):", max(abs(a - b) for a, b in zip(s.tolist(), ref)))
print("naive sin(pi x)/(pi x) at 0:", (torch.sin(math.pi * x) / (math.pi * x))[0].item())
print("sinc(inf), sinc(nan):", torch.sinc(torch.tensor([float("inf"), float("nan")])))
