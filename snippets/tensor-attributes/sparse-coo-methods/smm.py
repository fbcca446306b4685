import torch

s = torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([2.0, 3.0]), (2, 2), check_invariants=True)
D = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
out = s.smm(D)
print("layout:", out.layout, "nnz:", out._nnz())
print("equals s.to_dense() @ D:", torch.equal(out.to_dense(), s.to_dense() @ D))
print("torch.sparse.mm gives a strided result:", torch.sparse.mm(s, D).layout)
try:
    D.smm(D)
except RuntimeError as e:
    print("strided self ->", e)
