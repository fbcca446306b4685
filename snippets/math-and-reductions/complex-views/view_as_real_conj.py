# raises: RuntimeError
import torch

z = torch.tensor([1 + 2j, 3 - 1j])
c = z.conj()                                    # lazy: only the conjugate bit is set
print("is_conj:", c.is_conj())
resolved = c.resolve_conj()                     # a real copy of the conjugated values
print("view_as_real(resolved):", torch.view_as_real(resolved).tolist())
print("resolved shares memory with z:", resolved.data_ptr() == z.data_ptr())
torch.view_as_real(c)
