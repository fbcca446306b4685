# raises: RuntimeError
import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()
c[0] = 5 + 5j  # a write through the conjugate view
print("z after writing 5+5j into c[0]:", z)
print("c.is_conj():", c.is_conj(), "| c.resolve_conj().numpy():", c.resolve_conj().numpy())
c.numpy()  # NumPy has no conjugate bit
