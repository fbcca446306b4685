import torch

dst = torch.zeros(2, 3)
ptr = dst.data_ptr()

src = torch.tensor([1, 2, 3])              # int64, shape (3,)
ret = dst.copy_(src)                       # broadcasts (3,) -> (2, 3)
print(dst)
print("dtype stays:", dst.dtype, "| same memory:", dst.data_ptr() == ptr, "| returns dst:", ret is dst)

# float -> int copy truncates toward zero
ints = torch.zeros(4, dtype=torch.int64)
ints.copy_(torch.tensor([1.7, -1.7, 2.5, -0.2]))
print("float copied into int64:", ints)
