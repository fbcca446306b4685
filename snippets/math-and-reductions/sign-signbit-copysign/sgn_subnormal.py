import torch

z = torch.tensor([1e-38j, 1e-40j, complex(1e-40, 0)], dtype=torch.complex64)
print("|z|        :", z.abs())
print("sgn(z)     :", torch.sgn(z))
print("smallest normal float32:", torch.finfo(torch.float32).tiny)
scaled = z * 2.0**64  # scale up first; the direction does not change
print("sgn(z*2^64):", torch.sgn(scaled))
