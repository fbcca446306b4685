import warnings

import torch

warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta")
s = torch.sparse_coo_tensor(torch.tensor([[0, 2]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]]), (3, 2),
                            check_invariants=True).coalesce()
v = s.values()
print("values shape (nnz, *dense):", tuple(v.shape))
v[0, 0] = 100.0                                  # writing into values() changes the sparse tensor
print("dense after the write:", s.to_dense().tolist())
print("CSR has values() too:", torch.eye(2).to_sparse_csr().values())
