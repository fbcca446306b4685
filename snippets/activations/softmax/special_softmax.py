import math

import torch

x = torch.tensor([[1.0, 2.0, 3.0], [0.0, 0.0, 1000.0]])
s = torch.special.softmax(x, dim=1)
print("special.softmax(x, dim=1):", s)
print("identical to torch.softmax:", torch.equal(s, torch.softmax(x, dim=1)))
row = [1.0, 2.0, 3.0]
by_hand = [math.exp(v) / sum(math.exp(u) for u in row) for v in row]
print("max |row 0 - exp(x)/sum exp(x)| (math):", (s[0].double() - torch.tensor(by_hand, dtype=torch.float64)).abs().max().item())
i = torch.tensor([1, 2])
print("int64 with dtype=float64:", torch.special.softmax(i, 0, dtype=torch.float64))
try:
    torch.special.softmax(i, 0)
except NotImplementedError as e:
    print("int64 without dtype:", type(e).__name__, e)
try:
    torch.special.softmax(x)
except TypeError as e:
    print("no dim:", type(e).__name__, e)
