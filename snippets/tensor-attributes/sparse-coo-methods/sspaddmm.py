import torch

inp = torch.sparse_coo_tensor(torch.tensor([[0], [0]]), torch.tensor([10.0]), (2, 2), check_invariants=True)
m1 = torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([2.0, 3.0]), (2, 2), check_invariants=True)
m2 = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
out = inp.sspaddmm(m1, m2, beta=0.5, alpha=2)
print("layout:", out.layout, "coalesced:", out.is_coalesced(), "nnz:", out._nnz())
print("result:", out.to_dense().tolist())
print("0.5 * inp + 2 * (m1 @ m2):", (0.5 * inp.to_dense() + 2 * (m1.to_dense() @ m2)).tolist())
try:
    inp.sspaddmm(m2, m2)
except RuntimeError as e:
    print("strided mat1 ->", e)
