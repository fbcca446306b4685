# raises: RuntimeError
import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
crow = torch.tensor([0, 2, 1, 4])      # decreasing: row 1 would own -1 entries
col = torch.tensor([0, 2, 1, 2])
val = torch.tensor([1.0, 2.0, 3.0, 4.0])
torch.sparse_csr_tensor(crow, col, val, (3, 3), check_invariants=False)
print("check_invariants=False: built without complaint")
torch.sparse_csr_tensor(crow, col, val, (3, 3), check_invariants=True)
