# raises: RuntimeError
import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
for name, t in [("strided", torch.eye(2)), ("sparse_csr", torch.eye(2).to_sparse_csr())]:
    try:
        t.indices()
    except RuntimeError as e:
        print(name, "->", e)

s = torch.sparse_coo_tensor(torch.tensor([[1, 0, 1]]), torch.tensor([1.0, 2.0, 3.0]), (3,), check_invariants=True)
print("is_coalesced:", s.is_coalesced())
s.indices()
