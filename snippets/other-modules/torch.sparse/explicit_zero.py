import torch

# a value of 0 given explicitly is stored like any other
s = torch.sparse_coo_tensor(torch.tensor([[0, 1], [0, 1]]), torch.tensor([0.0, 5.0]), (2, 2),
                            check_invariants=True).coalesce()
print("stored values:", s.values(), "| nnz:", s._nnz())
print("from a dense tensor:", torch.tensor([[0.0, 0.0], [0.0, 5.0]]).to_sparse()._nnz(), "stored")
