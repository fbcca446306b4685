import torch

t = torch.arange(16.0).reshape(4, 4)
b = t.view(2, 8)
flat = t.view(-1)           # -1: inferred from the element count

print("b shape:", tuple(b.shape), "stride:", b.stride())
print("flat shape:", tuple(flat.shape))
print("same storage:", b.untyped_storage().data_ptr() == t.untyped_storage().data_ptr())

b[0, 0] = 3.14              # a write through the view shows in t
print("t[0]:", t[0])
