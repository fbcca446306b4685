import torch

z = torch.tensor([1 + 2j, 3 - 1j])
ptr = z.data_ptr()
out = z.conj_physical_()
print("after conj_physical_():", z)
print("returns self:", out is z, "| same memory:", z.data_ptr() == ptr)

# On a tensor with the conjugate bit set, the values it shows are conjugated; the bit stays.
c = torch.tensor([1 + 2j, 3 - 1j]).conj()
print("c before:", c, "| is_conj:", c.is_conj())
c.conj_physical_()
print("c after: ", c, "| is_conj:", c.is_conj())
