import torch

s = torch.sparse_coo_tensor(torch.tensor([[2, 0, 2, 1]]), torch.tensor([1.0, 5.0, 3.0, 0.0]), (3,),
                            check_invariants=True)
c = s.coalesce()
print("before: indices", s._indices().tolist(), "values", s._values().tolist())
print("after:  indices", c.indices().tolist(), "values", c.values().tolist())
print("new tensor:", c is not s, "| coalescing again returns it:", c.coalesce() is c)

d8 = torch.sparse_coo_tensor(torch.tensor([[0, 0]]), torch.tensor([100, 100], dtype=torch.int8), (1,),
                             check_invariants=True)
print("int8 100 + 100:", d8.coalesce().values().tolist())
try:
    torch.ones(3).coalesce()
except RuntimeError as e:
    print("strided ->", e)
