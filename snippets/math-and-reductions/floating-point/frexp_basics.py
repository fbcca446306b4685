import torch

x = torch.tensor([8.0, 0.3, -5.0, 1.0, 1e-40])  # 1e-40 is subnormal in float32
m, e = torch.frexp(x)
print("mantissa          :", m)
print("exponent          :", e, e.dtype)
print("0.5 <= |m| < 1    :", bool(((m.abs() >= 0.5) & (m.abs() < 1)).all()))
print("m * 2**e == x     :", torch.equal(m * torch.pow(2.0, e.float()), x))

s = torch.tensor([0.0, -0.0, float("inf"), float("-inf"), float("nan")])
ms, es = torch.frexp(s)
print("special mantissa  :", ms.tolist())
print("special exponent  :", es.tolist())

r = x.frexp()
print("named fields      :", type(r).__name__, r.mantissa.dtype, r.exponent.dtype)
print("float16 input     :", torch.frexp(torch.tensor([8.0], dtype=torch.float16)))
