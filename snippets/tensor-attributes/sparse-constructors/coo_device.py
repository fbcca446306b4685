# raises: RuntimeError
import torch

indices = torch.tensor([[0, 1], [1, 0]])               # on the CPU
values = torch.tensor([1.0, 2.0], device="meta")        # a second device, available without a GPU
s = torch.sparse_coo_tensor(indices, values, (2, 2), device="meta", check_invariants=False)
print("device='meta' given: tensor on", s.device, "| indices on", s._indices().device)
torch.sparse_coo_tensor(indices, values, (2, 2), check_invariants=False)   # no device=
