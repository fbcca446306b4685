import torch

s = torch.sparse_coo_tensor(torch.tensor([[0, 1, 1], [2, 0, 2]]), torch.tensor([3.0, 4.0, 5.0]), (2, 3),
                            check_invariants=True)
dense = torch.arange(6.0).reshape(3, 2)

out = torch.sparse.mm(s, dense)
print("torch.sparse.mm:", out)
print("equals dense matmul:", torch.equal(out, s.to_dense() @ dense))
print("s @ dense works too:", torch.equal(s @ dense, out))
print("result layout:", out.layout)
print("torch.sparse.sum:", torch.sparse.sum(s))
