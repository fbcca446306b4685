# raises: RuntimeError
import torch

counts = torch.ones(2, 3, dtype=torch.int64)
weights = torch.ones(3, 2)
# unlike a + b, einsum does not promote mixed dtypes
torch.einsum("ij,jk->ik", counts, weights)
