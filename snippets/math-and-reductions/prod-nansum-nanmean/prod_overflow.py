import math

import torch

print("prod(1..20) int64:", torch.prod(torch.arange(1, 21)).item(), " math.factorial(20):", math.factorial(20))
print("prod(1..21) int64:", torch.prod(torch.arange(1, 22)).item(), " math.factorial(21):", math.factorial(21))
print("float32 10**100   :", torch.prod(torch.full((100,), 10.0)))
print("float64 10**100   :", torch.prod(torch.full((100,), 10.0, dtype=torch.float64)))
print("float32 0.5**200  :", torch.prod(torch.full((200,), 0.5)), "<- underflow")
p = torch.rand(200) + 0.5
print("log-space instead :", torch.log(p).sum(), "vs log(prod):", torch.log(torch.prod(p)))
