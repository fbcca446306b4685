import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()  # lazy: sets the conjugate bit, shares memory
print("c:", c)
print("torch.is_conj(c):", torch.is_conj(c), "| torch.is_conj(z):", torch.is_conj(z))
print("same memory:", c.data_ptr() == z.data_ptr())

r = c.resolve_conj()  # materialize the conjugate into new memory
print("resolved is_conj:", r.is_conj(), "| same memory:", r.data_ptr() == z.data_ptr())
print("is_conj after conj() of a real tensor:", torch.tensor([1.0]).conj().is_conj())
print("is_conj after conj_physical(z):", torch.conj_physical(z).is_conj())
