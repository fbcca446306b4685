import torch

x = torch.tensor([[1.0, 0.0, 3.0],
                  [4.0, 5.0, 6.0]])
mask = torch.sparse_coo_tensor(torch.tensor([[0, 0, 1], [0, 1, 2]]), torch.tensor([9.0, 9.0, 9.0]), (2, 3),
                               check_invariants=True)
out = x.sparse_mask(mask)
print("indices:", out._indices().tolist())
print("values: ", out._values().tolist(), "(taken from x; the mask's 9s are ignored)")
print("nnz:", out._nnz(), "- position (0, 1) is stored although x is 0 there")
print("layout:", out.layout)
try:
    torch.ones(3, 3).sparse_mask(mask)
except RuntimeError as e:
    print("other shape ->", e)
