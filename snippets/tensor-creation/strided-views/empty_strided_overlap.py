# raises: RuntimeError
import torch

rows = torch.empty_strided((2, 3), (0, 1))        # both rows share the same 3 elements
print("storage bytes:", rows.untyped_storage().nbytes(), "(3 float32 for 6 indices)")
rows.fill_(1.0)
print("fill_ works:\n", rows)
rows.add_(1.0)                                     # refused: several indices, one memory location
