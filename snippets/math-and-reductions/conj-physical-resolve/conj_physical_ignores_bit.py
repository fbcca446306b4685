import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()                                     # values 1-2j, 3+1j; conjugate bit set
print("c:", c, "| is_conj:", c.is_conj())
p = torch.conj_physical(c)                       # conjugates the values c shows
print("conj_physical(c):", p, "| is_conj:", p.is_conj())
print("equals z:", torch.equal(p, z))
