import math

import torch

x = torch.tensor([0.0, 50.0, 200.0])
ls = torch.special.log_softmax(x, dim=0)
print("special.log_softmax:", ls)
print("log(special.softmax):", torch.log(torch.special.softmax(x, dim=0)))
print("identical to torch.log_softmax:", torch.equal(ls, torch.log_softmax(x, dim=0)))
lse = 200 + math.log(math.exp(-200) + math.exp(-150) + 1.0)
print("x - logsumexp by hand:", [v - lse for v in x.tolist()])
h = torch.tensor([0.0, 1.0], dtype=torch.float16)
print("float16 input, dtype=float32:", torch.special.log_softmax(h, 0, dtype=torch.float32))
