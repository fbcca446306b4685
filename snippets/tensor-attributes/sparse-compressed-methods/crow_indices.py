import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
d = torch.tensor([[0.0, 2.0, 0.0],
                  [3.0, 0.0, 4.0]])
c = d.to_sparse_csr()
crow = c.crow_indices()
print("crow_indices:", crow.tolist(), "| shape:", tuple(crow.shape), "| dtype:", crow.dtype)
print("entries per row:", crow.diff().tolist())
print("torch.eye(5).to_sparse_csr().crow_indices().dtype:", torch.eye(5).to_sparse_csr().crow_indices().dtype)
print("batched (2, 2, 3): shape", tuple(torch.stack([d, d]).to_sparse_csr().crow_indices().shape))
print("BSR counts blocks:", d.to_sparse_bsr((1, 3)).crow_indices().tolist())
