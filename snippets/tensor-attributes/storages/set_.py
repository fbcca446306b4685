import torch

x = torch.arange(6.0)
a = torch.empty(0)
a.set_(x)                                          # share x: same storage, size and strides
a[0] = 100.0
print("after a[0] = 100, x:", x.tolist())
b = torch.empty(0)
b.set_(x.untyped_storage(), 1, (2, 2), (1, 2))     # storage, offset, size, stride
print("b from storage (offset 1, size (2, 2), stride (1, 2)):", b.tolist())
c = torch.empty(0).set_(x.untyped_storage())       # default size: the whole storage
print("c:", c.tolist())
d = torch.arange(3.0).set_()                       # no source: empty storage
print("set_() with no source:", tuple(d.shape), d.untyped_storage().nbytes(), "bytes")
leaf = torch.ones(3, requires_grad=True)
try:
    leaf.set_(torch.zeros(3))
except RuntimeError as e:
    print("set_ on a leaf that requires grad:", e)
with torch.no_grad():
    leaf.set_(torch.zeros(3))
print("under torch.no_grad():", leaf.tolist())
