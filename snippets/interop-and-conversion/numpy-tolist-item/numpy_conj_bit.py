import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()                          # lazy: only a conjugate bit is set, no data is written
print("c.is_conj():", c.is_conj())
try:
    c.numpy()
except RuntimeError as e:
    print("c.numpy():", type(e).__name__, "-", e)
print("c.resolve_conj().numpy():", c.resolve_conj().numpy())
print("c.numpy(force=True):     ", c.numpy(force=True))
