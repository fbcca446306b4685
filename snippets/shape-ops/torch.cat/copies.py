import torch

a = torch.zeros(2)
b = torch.ones(2)
out = torch.cat([a, b])
out[0] = 9.0
print("out:", out, "| a:", a)                 # cat copies its inputs
print("shares a:", out.untyped_storage().data_ptr() == a.untyped_storage().data_ptr())
