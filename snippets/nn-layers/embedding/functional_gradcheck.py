import torch
import torch.nn.functional as F

w = torch.randn(4, 2, dtype=torch.float64, requires_grad=True)
ids = torch.tensor([0, 1, 0])
for pad in (None, 0):
    ok = torch.autograd.gradcheck(lambda w: F.embedding(ids, w, padding_idx=pad), (w,), raise_exception=False)
    print(f"padding_idx={pad}: analytical grad == numerical grad: {ok}")
