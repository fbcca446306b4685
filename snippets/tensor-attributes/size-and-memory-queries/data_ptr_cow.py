import torch

x = torch.arange(4.0)
c = torch._lazy_clone(x)              # copy-on-write clone: shares memory until written
print("shares memory, read via const_data_ptr:", c.const_data_ptr() == x.const_data_ptr())
c.data_ptr()                          # asks for a writable pointer -> the copy happens now
print("after c.data_ptr():            shares memory:", c.const_data_ptr() == x.const_data_ptr())
