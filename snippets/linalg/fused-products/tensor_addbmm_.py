import torch

acc = torch.zeros(2, 2)
ptr = acc.data_ptr()
acc.addbmm_(torch.ones(4, 2, 1), torch.ones(4, 1, 2), alpha=0.25)
print("acc:", acc.tolist(), " same storage:", acc.data_ptr() == ptr)

small = torch.ones(1, 2)                                   # broadcasts to (2, 2) instead of raising
ptr = small.data_ptr()
r = small.addbmm_(torch.ones(4, 2, 1), torch.ones(4, 1, 2))
print("(1, 2) self ->", tuple(small.shape), small.tolist(), " returned self:", r is small,
      " same storage:", small.data_ptr() == ptr)
try:
    torch.ones(3, 3).addbmm_(torch.ones(4, 2, 1), torch.ones(4, 1, 2))
except RuntimeError as e:
    print("(3, 3) self:", str(e).split(".")[0])
