# raises: RuntimeError
import torch

z = torch.tensor([1 + 2j, 3 - 1j])
im = z.conj().imag
print("numpy after resolve_neg():", im.resolve_neg().numpy())
im.numpy()                                        # NumPy has no negative bit
