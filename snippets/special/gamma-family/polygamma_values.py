import math

import torch

one = torch.tensor([1.0], dtype=torch.float64)
print("polygamma(0, 1) == digamma(1):", torch.equal(torch.polygamma(0, one), torch.digamma(one)))
zeta3 = 1.2020569031595942
known = {1: math.pi**2 / 6, 2: -2 * zeta3, 3: math.pi**4 / 15}
for n, want in known.items():
    got = torch.polygamma(n, one).item()
    print(f"polygamma({n}, 1) = {got:.12f}   closed form {want:.12f}")
x = torch.tensor([0.5, 2.0, 10.0], dtype=torch.float64)
# by hand: trigamma(x) = sum_k 1 / (x + k)^2, summed to K with the tail 1/(x + K) + 1/(2 (x + K)^2)
K = 100000
by_hand = [math.fsum(1 / (v + k) ** 2 for k in range(K)) + 1 / (v + K) + 1 / (2 * (v + K) ** 2) for v in x.tolist()]
print("max |polygamma(1, x) - series|:", f"{(torch.polygamma(1, x) - torch.tensor(by_hand, dtype=torch.float64)).abs().max().item():.1e}")
