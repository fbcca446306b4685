import torch

t = torch.empty(2, 3)
r = t.uniform_(2.0, 5.0)                    # continuous, from <= x < to
print("uniform_(2, 5):\n", t)
print("returns self:", r is t)

x = torch.empty(1_000_000).uniform_()       # defaults: [0, 1)
print("default range: min", x.min(), "max", x.max(), "mean", x.mean())
print("all below 1:", bool((x < 1).all()))
print("from == to:", torch.empty(3).uniform_(2.0, 2.0))
print("complex64:", torch.empty(2, dtype=torch.complex64).uniform_(-1.0, 1.0))
print("bfloat16:", torch.empty(3, dtype=torch.bfloat16).uniform_(-0.1, 0.1))
print("to= by keyword:", torch.empty(2).uniform_(-1.0, to=0.0))
print("from= via a dict:", torch.empty(2).uniform_(**{"from": 10.0, "to": 11.0}))
