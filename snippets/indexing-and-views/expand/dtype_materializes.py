import torch

v = torch.arange(3.0)                            # 3 float32 values, 12 bytes
e = v.expand(1000, 3)
print("expand:           stride", e.stride(), "bytes", e.untyped_storage().nbytes())

d = e.to(torch.float64)                          # a new dtype needs new memory: all 3000 values
print("expand then .to:  stride", d.stride(), "bytes", d.untyped_storage().nbytes())

d2 = v.to(torch.float64).expand(1000, 3)         # convert the small tensor first
print(".to then expand:  stride", d2.stride(), "bytes", d2.untyped_storage().nbytes())
print("e + 0 bytes:", (e + 0).untyped_storage().nbytes())
