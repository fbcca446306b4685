# raises: NotImplementedError
import torch

print("int32:", torch.tril_indices(3, 3, dtype=torch.int32).dtype)
print("0 rows: shape", tuple(torch.tril_indices(0, 3).shape))
print("offset far below: shape", tuple(torch.tril_indices(3, 3, -5).shape))
torch.tril_indices(3, 3, dtype=torch.float32)    # only int32 and int64
