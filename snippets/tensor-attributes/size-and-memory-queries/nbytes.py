import torch

x = torch.arange(12.0).reshape(3, 4)
print("x:          nbytes", x.nbytes, " storage bytes", x.untyped_storage().nbytes())
v = x[:, :2]
print("x[:, :2]:   nbytes", v.nbytes, " storage bytes", v.untyped_storage().nbytes())
e = torch.tensor([1.0, 2.0]).expand(1000, 2)
print("expand:     nbytes", e.nbytes, " storage bytes", e.untyped_storage().nbytes())
m = torch.empty(1000, 1000, device="meta")
print("meta 1000x1000 float32: nbytes", m.nbytes, "(nothing allocated)")
