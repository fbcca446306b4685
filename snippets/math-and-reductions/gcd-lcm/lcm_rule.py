import math
import torch

a = torch.randint(-30, 31, (12,))
b = torch.randint(-30, 31, (12,))
m = torch.lcm(a, b)
print("a:  ", a.tolist())
print("b:  ", b.tolist())
print("lcm:", m.tolist())
print("== math.lcm element-wise:", m.tolist() == [math.lcm(x, y) for x, y in zip(a.tolist(), b.tolist())])
nz = (a != 0) & (b != 0)
print("|a*b| == gcd*lcm where both are non-zero:",
      torch.equal((a * b).abs()[nz], (torch.gcd(a, b) * m)[nz]))
