import torch

t = torch.arange(6.0).reshape(2, 3).t()          # (3, 2), not contiguous
flat = t.reshape_as(torch.empty(6))
print("transposed -> flat:", flat, "| same memory:", flat.data_ptr() == t.data_ptr(), "(a copy)")
flat[0] = 100.0
print("writing into the copy leaves t:", t[0, 0].item())
c = torch.arange(6.0).reshape(2, 3)
v = c.reshape_as(torch.empty(3, 2))
v[0, 0] = -1.0
print("contiguous -> view, the write shows in c:", c[0, 0].item())
