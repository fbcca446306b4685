# raises: TypeError
import torch

rows = torch.arange(6).reshape(2, 3)
# A list/tuple of tensors works (unbind or list() turns a tensor into one)
print("from list(rows):", tuple(torch.stack(list(rows)).shape))
print("from unbind(1):", tuple(torch.stack(rows.unbind(1)).shape))
torch.stack(rows)              # a single tensor is not a sequence of tensors
