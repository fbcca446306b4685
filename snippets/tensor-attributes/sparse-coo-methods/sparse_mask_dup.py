import torch

x = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
mask = torch.sparse_coo_tensor(torch.tensor([[0, 0], [1, 1]]), torch.ones(2), (2, 2), check_invariants=True)
print("mask lists (0, 1) twice; coalesced:", mask.is_coalesced())
print("x.sparse_mask(mask).to_dense():           ", x.sparse_mask(mask).to_dense().tolist())
print("x.sparse_mask(mask.coalesce()).to_dense():", x.sparse_mask(mask.coalesce()).to_dense().tolist())
