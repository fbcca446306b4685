import math

import torch

x = torch.tensor([-40.0, -20.0, -10.0, 0.0, 10.0], dtype=torch.float64)
print("log(ndtr(x)):", torch.log(torch.special.ndtr(x)))
print("log_ndtr(x) :", torch.special.log_ndtr(x))

# by hand: log Phi(x) for x << 0 from the asymptotic series of erfc
def log_phi_tail(v):
    s = 1 - 1 / v**2 + 3 / v**4 - 15 / v**6 + 105 / v**8
    return -v * v / 2 - math.log(-v) - 0.5 * math.log(2 * math.pi) + math.log(s)

for v in [-40.0, -20.0]:
    got = torch.special.log_ndtr(torch.tensor(v, dtype=torch.float64)).item()
    print(f"x={v}: log_ndtr={got:.10f}  series={log_phi_tail(v):.10f}")
# upper side: log Phi(10) = log(1 - Phi(-10)) ~ -Phi(-10)
print("-Phi(-10) by hand:", -0.5 * math.erfc(10 / math.sqrt(2)))
