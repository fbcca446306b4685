import torch

# the same position (0, 1) listed twice
s = torch.sparse_coo_tensor(torch.tensor([[0, 0], [1, 1]]), torch.tensor([1.0, 2.0]), (2, 2),
                            check_invariants=True)
print("nnz before:", s._nnz(), " coalesced:", s.is_coalesced())
c = s.coalesce()
print("nnz after: ", c._nnz(), " values:", c.values())
print("dense:", s.to_dense())
