# raises: RuntimeError
import torch

try:
    torch.eye(2).values()
except RuntimeError as e:
    print("strided ->", e)
s = torch.sparse_coo_tensor(torch.tensor([[1, 0]]), torch.tensor([1.0, 2.0]), (2,), check_invariants=True)
s.values()
