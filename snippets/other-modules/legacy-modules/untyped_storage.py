import torch

t = torch.arange(4.0)                # 4 float32 values = 16 bytes
u = t.untyped_storage()
print("type:", type(u).__name__, " nbytes:", u.nbytes())
print("same memory as t:", u.data_ptr() == t.data_ptr())

v = t[1:]                            # a view starting one element later
print("view shares the storage:", v.untyped_storage().data_ptr() == u.data_ptr())
print("view storage_offset (elements):", v.storage_offset())

e = torch.ones(1).expand(100)        # 100 elements, all reading the same 4 bytes (stride 0)
print("expanded: numel", e.numel(), " storage nbytes", e.untyped_storage().nbytes())
