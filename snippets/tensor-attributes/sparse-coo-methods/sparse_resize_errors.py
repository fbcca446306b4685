# raises: RuntimeError
import torch

try:
    torch.ones(2).sparse_resize_((3,), 1, 0)
except NotImplementedError as e:
    print("strided self -> NotImplementedError:", str(e).split(" with arguments")[0])
s = torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([2.0, 3.0]), (2, 2), check_invariants=True)
try:
    s.sparse_resize_((2, 2), 1, 1)
except RuntimeError as e:
    print("change sparse_dim ->", str(e).splitlines()[0])
# both entries sit in column 0, yet dropping column 1 is refused
t = torch.sparse_coo_tensor(torch.tensor([[0, 1], [0, 0]]), torch.tensor([2.0, 3.0]), (2, 2), check_invariants=True)
t.sparse_resize_((2, 1), 2, 0)
