import numpy as np
import torch

t = torch.arange(4)
ft = t.flip(0)
print("torch: shares storage:", ft.untyped_storage().data_ptr() == t.untyped_storage().data_ptr(),
      "| stride:", ft.stride())
ft[0] = 100
print("torch: t after writing to flip:", t)

n = np.arange(4)
fn = np.flip(n)
print("numpy: shares memory:", np.shares_memory(n, fn), "| strides (bytes):", fn.strides)
fn[0] = 100
print("numpy: n after writing to flip:", n)
