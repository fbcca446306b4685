import torch

base = torch.zeros(1, 3)
v = base.view(1, 3)
v.squeeze_()
print("v after squeeze_:", tuple(v.shape), "| base keeps its shape:", tuple(base.shape))
v[0] = 5.0
print("but the data is shared, base:", base)
w = torch.zeros(1, 3, requires_grad=True)
try:
    w.squeeze_()
except RuntimeError as e:
    print("leaf that requires grad: RuntimeError -", e)
h = w * 2
h.unsqueeze_(0)
print("non-leaf is fine:", tuple(h.shape), type(h.grad_fn).__name__)
with torch.no_grad():
    w.squeeze_()
print("the same leaf under torch.no_grad():", tuple(w.shape), "| still a leaf:", w.is_leaf, w.requires_grad)
