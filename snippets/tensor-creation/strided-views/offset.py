# raises: RuntimeError
import torch

x = torch.arange(9.0)
tail = x[2:]                                        # a view starting at storage element 2
print("tail storage_offset:", tail.storage_offset())
print("offset None (keep 2):", torch.as_strided(tail, (2,), (1,)))
print("offset 0 (storage start):", torch.as_strided(tail, (2,), (1,), 0))
print("offset 4:", torch.as_strided(x, (2, 2), (1, 1), 4))
torch.as_strided(x, (3, 3), (3, 1), 2)              # would need 11 elements, storage has 9
