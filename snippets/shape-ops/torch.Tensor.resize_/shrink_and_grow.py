import torch

a = torch.arange(6.0)
print("start: shape", tuple(a.shape), "storage bytes", a.untyped_storage().nbytes())

a.resize_(2, 2)                               # smaller: storage is kept as is
print("resize_(2, 2):", a.tolist(), "storage bytes", a.untyped_storage().nbytes())

a.resize_(2, 3)                               # back within the old storage: old values reappear
print("resize_(2, 3):", a.tolist())

a.resize_(3, 4)                               # larger: storage grows, new slots are uninitialized
print("resize_(3, 4): shape", tuple(a.shape), "storage bytes", a.untyped_storage().nbytes())
print("first 6 kept:", a.flatten()[:6].tolist())
