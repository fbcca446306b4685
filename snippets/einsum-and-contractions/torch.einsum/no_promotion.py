# raises: RuntimeError
import torch

# the result dtype is not always the operands' dtype either
small = torch.full((2, 3), 100, dtype=torch.int8)
ones = torch.ones(3, dtype=torch.int8)
print("'ij->i' on int8  :", torch.einsum("ij->i", small), "(a plain sum: int64)")
print("'ij,j->i' on int8:", torch.einsum("ij,j->i", small, ones), "(stays int8: 300 wraps)")

counts = torch.ones(2, 3, dtype=torch.int64)
weights = torch.ones(3, 2)
# unlike a + b, einsum does not promote mixed dtypes
torch.einsum("ij,jk->ik", counts, weights)
