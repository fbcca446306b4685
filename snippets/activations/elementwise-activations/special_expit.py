import math

import torch

x = torch.tensor([-30.0, -2.0, 0.0, 2.0, 30.0], dtype=torch.float64)
e = torch.special.expit(x)
print("expit(x):", e)
print("max |expit - 1/(1+math.exp(-x))|:", max(abs(a - 1 / (1 + math.exp(-b))) for a, b in zip(e.tolist(), x.tolist())))
print("identical to torch.sigmoid:", torch.equal(e, torch.sigmoid(x)))
print("logit(expit(x)):", torch.special.logit(e))
print("int64 ->", torch.special.expit(torch.tensor([0])).dtype, "| float16 ->", torch.special.expit(torch.tensor([0.0], dtype=torch.float16)).dtype)
big = torch.tensor([-1000.0, 1000.0, float("nan")])
print("expit(-1000), expit(1000), expit(nan):", torch.special.expit(big))
f = torch.tensor([10.0, 15.0, 17.0])
print("float32 logit(expit(x)) at 10, 15, 17:", torch.special.logit(torch.special.expit(f)))
