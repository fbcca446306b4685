import torch

v = torch.arange(3.0)                        # 3 floats = 12 bytes
ex = v.expand(1000, 3)
rp = v.repeat(1000, 1)

print("equal values:", torch.equal(ex, rp))
print("expand: stride", ex.stride(), "storage bytes", ex.untyped_storage().nbytes(),
      "shares v:", ex.data_ptr() == v.data_ptr())
print("repeat: stride", rp.stride(), "storage bytes", rp.untyped_storage().nbytes(),
      "shares v:", rp.data_ptr() == v.data_ptr())
