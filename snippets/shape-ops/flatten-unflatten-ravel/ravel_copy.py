import torch

x = torch.arange(6).reshape(2, 3)
r = torch.ravel(x)
print("contiguous input:", r.tolist(), "shares memory:", r.data_ptr() == x.data_ptr())

t = x.t()
rt = torch.ravel(t)
print("transposed input:", rt.tolist(), "shares memory:", rt.data_ptr() == t.data_ptr())

# ravel always returns a contiguous tensor; flatten may return a strided 1-D input as is.
every_other = torch.arange(10)[::2]
print("input stride:", every_other.stride())
print("flatten: stride", torch.flatten(every_other).stride(), "same object:",
      torch.flatten(every_other) is every_other)
r2 = torch.ravel(every_other)
print("ravel:   stride", r2.stride(), "shares memory:", r2.data_ptr() == every_other.data_ptr())
