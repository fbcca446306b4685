import math

import torch

def hurwitz(s, q, N=1000):  # partial sum plus Euler-Maclaurin tail
    head = math.fsum((q + k) ** -s for k in range(N))
    a = q + N
    return head + a ** (1 - s) / (s - 1) + a**-s / 2 + s * a ** (-s - 1) / 12

s = torch.tensor([2.0, 3.0, 2.0, 4.5], dtype=torch.float64)
q = torch.tensor([1.0, 1.0, 0.5, 3.0], dtype=torch.float64)
got = torch.special.zeta(s, q)
print("zeta(s, q):", got)
print("max |zeta - series|:", f"{max(abs(a - hurwitz(b, c)) for a, b, c in zip(got.tolist(), s.tolist(), q.tolist())):.1e}")
print("zeta(2, 1) vs pi^2/6:", got[0].item(), math.pi**2 / 6)
print("s = 1, s = 0.5, q = 0:", torch.special.zeta(torch.tensor([1.0, 0.5, 2.0]), torch.tensor([1.0, 1.0, 0.0])))
print("number forms:", torch.special.zeta(torch.tensor([2.0]), 1), torch.special.zeta(2.0, torch.tensor([1.0])))
print("int64 ->", torch.special.zeta(torch.tensor([2]), torch.tensor([1])).dtype)
for dtype in [torch.float16, torch.complex64]:
    try:
        torch.special.zeta(torch.tensor([2.0], dtype=dtype), torch.tensor([1.0], dtype=dtype))
    except NotImplementedError as e:
        print(dtype, "->", type(e).__name__, e)
