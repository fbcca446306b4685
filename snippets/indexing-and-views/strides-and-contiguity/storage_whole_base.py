import torch

x = torch.arange(100.0)
s = x[10:12]                     # 2 elements ...
print("s.numel() * element_size:", s.numel() * s.element_size())
print("s.untyped_storage().nbytes():", s.untyped_storage().nbytes())   # ... whole base

c = s.clone()                    # clone (or contiguous on a gap) keeps only what it needs
print("clone nbytes:", c.untyped_storage().nbytes())
