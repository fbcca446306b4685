import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = torch.conj(z)
r = torch.resolve_conj(c)
print("resolved:", r)
print("c.is_conj:", c.is_conj(), "-> r.is_conj:", r.is_conj())
print("r shares memory with z:", r.data_ptr() == z.data_ptr())

print("no bit set: resolve_conj(z) is z:", torch.resolve_conj(z) is z)
