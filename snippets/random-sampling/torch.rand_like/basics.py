import torch

x = torch.zeros(2, 3, dtype=torch.float64)
r = torch.rand_like(x)
print(r)
print("shape:", tuple(r.shape), "| dtype:", r.dtype, "| input unchanged:", bool((x == 0).all()))

g1 = torch.Generator().manual_seed(5)
g2 = torch.Generator().manual_seed(5)
print("same as torch.rand(x.shape, dtype=x.dtype):",
      torch.equal(torch.rand_like(x, generator=g1), torch.rand(2, 3, dtype=torch.float64, generator=g2)))
print("float16:", torch.rand_like(torch.zeros(3, dtype=torch.float16)))
print("complex64:", torch.rand_like(torch.zeros(2, dtype=torch.complex64)))
print("0-d:", torch.rand_like(torch.tensor(3.0)), "| empty:", tuple(torch.rand_like(torch.empty(0, 2)).shape))
print("device= overrides the input's device:", torch.rand_like(x, device="meta").device)
