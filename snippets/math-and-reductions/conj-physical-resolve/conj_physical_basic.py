import torch

z = torch.tensor([1 + 2j, -3 - 4j, 0.5 + 0j])
p = torch.conj_physical(z)
print("conj_physical:", p)
print("is_conj:", p.is_conj(), "| shares memory with z:", p.data_ptr() == z.data_ptr())
# out_i = Re(z_i) - i Im(z_i), built by hand from the parts
by_hand = torch.complex(z.real, -z.imag)
print("equals Re - i*Im:", torch.equal(p, by_hand))

lazy = torch.conj(z)                             # same values, but only a bit is set
print("torch.conj: is_conj", lazy.is_conj(), "| shares memory:", lazy.data_ptr() == z.data_ptr())
print("same values:", torch.equal(lazy, p))

# A matrix product reads the bit: lazy and physical conjugates give the same product.
a = torch.randn(3, 3, dtype=torch.complex64)
b = torch.randn(3, 3, dtype=torch.complex64)
print("conj(a) @ b == conj_physical(a) @ b:", torch.allclose(a.conj() @ b, a.conj_physical() @ b))
