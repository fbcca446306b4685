import math
import torch

a = torch.randint(-60, 61, (12,))
b = torch.randint(-60, 61, (12,))
g = torch.gcd(a, b)
print("a:  ", a.tolist())
print("b:  ", b.tolist())
print("gcd:", g.tolist(), g.dtype)
print("== math.gcd element-wise:", g.tolist() == [math.gcd(x, y) for x, y in zip(a.tolist(), b.tolist())])
print("never negative here:", bool((g >= 0).all()))
