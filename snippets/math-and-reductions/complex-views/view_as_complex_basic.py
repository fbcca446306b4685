import torch

pairs = torch.tensor([[1.0, 2.0],
                      [3.0, -4.0],
                      [0.5, 0.0]])
z = torch.view_as_complex(pairs)
print(z)
print("shape:", tuple(pairs.shape), "->", tuple(z.shape), "| dtype:", z.dtype)
print("shares memory:", z.data_ptr() == pairs.data_ptr())
z.mul_(1j)                                      # rotate by 90 degrees in place
print("pairs after z *= 1j:", pairs.tolist())

for dt in (torch.float64, torch.float16):
    print(dt, "->", torch.view_as_complex(torch.zeros(3, 2, dtype=dt)).dtype)
