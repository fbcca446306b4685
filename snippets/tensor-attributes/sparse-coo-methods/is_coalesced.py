import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
i = torch.tensor([[0, 1], [1, 0]])
v = torch.tensor([2.0, 3.0])
built = torch.sparse_coo_tensor(i, v, (2, 2), check_invariants=True)
print("constructor:", built.is_coalesced())
print("constructor, is_coalesced=True:", torch.sparse_coo_tensor(i, v, (2, 2), check_invariants=True,
                                                                 is_coalesced=True).is_coalesced())
print("dense.to_sparse():", torch.eye(2).to_sparse().is_coalesced())
print("coalesce():", built.coalesce().is_coalesced())
print("sum of two coalesced tensors:", (built.coalesce() + built.coalesce()).is_coalesced())
for name, t in [("strided", torch.eye(2)), ("sparse_csr", torch.eye(2).to_sparse_csr())]:
    try:
        t.is_coalesced()
    except RuntimeError as e:
        print(name, "->", e)
