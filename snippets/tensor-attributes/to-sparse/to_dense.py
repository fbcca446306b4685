# raises: RuntimeError
import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
d = torch.tensor([[0.0, 2.0], [3.0, 0.0]])
for s in [d.to_sparse(), d.to_sparse_csr(), d.to_sparse_bsc((1, 1))]:
    out = s.to_dense()
    print(s.layout, "-> strided:", out.layout == torch.strided, "equal:", torch.equal(out, d))
print("strided input returned as is:", d.to_dense() is d)
print("strided input with dtype:", d.to_dense(torch.float64).dtype)
d.to_sparse().to_dense(torch.float64)
