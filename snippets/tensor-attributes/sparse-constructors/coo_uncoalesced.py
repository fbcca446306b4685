import torch

i = torch.tensor([[0, 0, 1],
                  [1, 1, 0]])       # position (0, 1) listed twice
s = torch.sparse_coo_tensor(i, torch.tensor([1.0, 2.0, 7.0]), (2, 2), check_invariants=True)
print("is_coalesced:", s.is_coalesced(), "nnz:", s._nnz())
print("dense (duplicates add):", s.to_dense().tolist())
c = s.coalesce()
print("after coalesce():", c.is_coalesced(), "nnz:", c._nnz(), "indices:", c.indices().tolist())

# even with no duplicates the flag stays False unless you pass is_coalesced=True
j = torch.tensor([[0, 1], [1, 0]])
u = torch.sparse_coo_tensor(j, torch.tensor([1.0, 2.0]), (2, 2), check_invariants=True)
k = torch.sparse_coo_tensor(j, torch.tensor([1.0, 2.0]), (2, 2), check_invariants=True, is_coalesced=True)
print("unique indices, default:", u.is_coalesced(), "| is_coalesced=True:", k.is_coalesced())
