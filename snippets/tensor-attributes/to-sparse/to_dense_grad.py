import torch

i = torch.tensor([[0, 1], [1, 0]])
for masked in [True, False]:
    s = torch.sparse_coo_tensor(i, torch.tensor([2.0, 3.0]), (2, 3), requires_grad=True, check_invariants=True)
    s.to_dense(masked_grad=masked).sum().backward()
    print(f"masked_grad={masked}: grad nnz {s.grad._nnz()}, grad dense {s.grad.to_dense().tolist()}")

# through a dense -> sparse -> dense round trip, zeros of the input get no gradient
a = torch.tensor([[0.0, 2.0, 0.0], [3.0, 0.0, 4.0]], requires_grad=True)
a.to_sparse().to_dense().sum().backward()
print("dense input grad:", a.grad.tolist())
