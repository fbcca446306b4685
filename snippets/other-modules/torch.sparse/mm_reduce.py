import torch

a = torch.tensor([[1.0, 0.0, 2.0], [0.0, 3.0, 0.0]])
dense = torch.ones(3, 2)
csr = torch.sparse_csr_tensor(a.to_sparse_csr().crow_indices(), a.to_sparse_csr().col_indices(),
                              a.to_sparse_csr().values(), a.shape, check_invariants=True)
print("CSR, reduce='mean':", torch.sparse.mm(csr, dense, reduce="mean").tolist())
coo = torch.sparse_coo_tensor(a.to_sparse().indices(), a.to_sparse().values(), a.shape, check_invariants=True)
print("COO, no reduce:    ", torch.sparse.mm(coo, dense).tolist())
try:
    torch.sparse.mm(coo, dense, reduce="sum")        # even the default spelled out
except NotImplementedError as e:
    print("COO, reduce='sum': NotImplementedError -", str(e).split(" with arguments")[0])
