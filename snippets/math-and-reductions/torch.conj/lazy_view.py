import torch

z = torch.tensor([1 + 2j, 3 - 4j, -0.5 + 0j])
c = torch.conj(z)
print("conj:", c)
print("matches a - bi by hand:", torch.equal(c, torch.complex(z.real, -z.imag)))
print("is_conj:", c.is_conj(), "| same memory:", c.data_ptr() == z.data_ptr(), "| _base is z:", c._base is z)
z[0] = 5 + 5j
print("after z[0] = 5+5j, c[0] =", c[0])
c[1] = 7 + 7j
print("after c[1] = 7+7j, z[1] =", z[1], "(written back conjugated)")
print("arithmetic and matmul see the conjugate: c + 0 =", (c + 0).tolist()[:2], "| c[:2] @ ones =", (c[:2] @ torch.ones(2, dtype=c.dtype)).item())
r = c.resolve_conj()
print("resolve_conj: is_conj", r.is_conj(), "| same memory:", r.data_ptr() == z.data_ptr())
