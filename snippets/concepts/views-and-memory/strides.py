import torch

x = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]])
print("x.stride():", x.stride(), "contiguous:", x.is_contiguous())
xt = x.t()
print("x.t().stride():", xt.stride(), "contiguous:", xt.is_contiguous())

# element [i, j] lives at storage_offset + i*stride[0] + j*stride[1]
flat = x.flatten()  # x is contiguous, so this is its storage in order
s0, s1 = xt.stride()
k = 3 * s0 + 1 * s1
print(f"xt[3, 1] = {xt[3, 1].item()}; offset 3*{s0} + 1*{s1} = {k}; "
      f"storage[{k}] = {flat[k].item()}")

col = x[:, 2]  # a slice starts later in the same storage
print("x[:, 2]: storage_offset", col.storage_offset(), "stride", col.stride(),
      "contiguous", col.is_contiguous())
