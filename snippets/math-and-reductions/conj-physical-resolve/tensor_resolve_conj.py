# raises: RuntimeError
import torch

z = torch.tensor([1 + 2j, 3 - 1j])
h = z.reshape(2, 1).mH                            # conjugate transpose: a lazy view
print("mH is_conj:", h.is_conj())
print("numpy after resolve_conj():", h.resolve_conj().numpy())
h.numpy()                                         # NumPy has no conjugate bit
