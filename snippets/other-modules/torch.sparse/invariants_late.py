# raises: RuntimeError
import torch

# the same out-of-range index, built without checks: construction succeeds...
s = torch.sparse_coo_tensor(torch.tensor([[0], [5]]), torch.tensor([1.0]), (2, 3), check_invariants=False)
print("built without complaint, shape:", tuple(s.shape))
# ...and the error only comes from a later operation that happens to check indices
torch.sparse.mm(s, torch.ones(3, 1))
