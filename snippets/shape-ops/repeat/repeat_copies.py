import torch

x = torch.tensor([1.0, 2.0, 3.0])
r = x.repeat(2, 2)
print("stride:", r.stride(), "| storage bytes:", r.untyped_storage().nbytes())
print("shares x:", r.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
r[0, 0] = 100.0
print("x after writing to r:", x)

e = x.expand(2, 3)                              # the no-copy alternative (no tiling in dim 1)
print("expand stride:", e.stride(), "| storage bytes:", e.untyped_storage().nbytes())
