import torch

s = torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([2.0, 3.0]), (2, 2), check_invariants=True)
r = s.sparse_resize_and_clear_((4, 3), 1, 1)
print("in place:", r is s, "| shape:", tuple(s.shape), "| nnz:", s._nnz())
print("sparse_dim", s.sparse_dim(), "dense_dim", s.dense_dim(), "values shape", tuple(s._values().shape))
try:
    torch.ones(2).sparse_resize_and_clear_((3,), 1, 0)
except NotImplementedError as e:
    print("strided self -> NotImplementedError:", str(e).split(" with arguments")[0])
print("fresh empty tensor:", torch.sparse_coo_tensor((4, 3)).shape, "nnz", torch.sparse_coo_tensor((4, 3))._nnz())
