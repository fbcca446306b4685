import math

import torch

x = torch.tensor([0.5, 2.0, 4.0, 5.0, 9.0])
print("erfc(x)    :", torch.erfc(x))
print("1 - erf(x) :", 1 - torch.erf(x))
print("1 - erf(x) == 0 exactly:", (1 - torch.erf(x) == 0).tolist())
by_hand = torch.tensor([math.erfc(v) for v in x.tolist()], dtype=torch.float64)
rel = ((torch.erfc(x).double() - by_hand) / by_hand).abs().max()
print("max relative error of float32 erfc vs math.erfc:", f"{rel.item():.1e}")
print("erfc(-inf), erfc(inf), erfc(nan):", torch.erfc(torch.tensor([float("-inf"), float("inf"), float("nan")])))
