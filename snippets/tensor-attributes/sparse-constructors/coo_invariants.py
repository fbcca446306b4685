# raises: RuntimeError
import torch

i = torch.tensor([[5], [0]])        # row 5 does not exist in a 2 x 3 tensor
v = torch.tensor([1.0])
bad = torch.sparse_coo_tensor(i, v, (2, 3), check_invariants=False)
print("check_invariants=False: built, shape", tuple(bad.shape))
torch.sparse_coo_tensor(i, v, (2, 3), check_invariants=True)
