import torch

acc = torch.ones(2, 2, 2)
ptr = acc.data_ptr()
acc.baddbmm_(torch.eye(2).expand(2, 2, 2), torch.full((2, 2, 2), 3.0), beta=-1)
print("acc[0]:", acc[0].tolist(), " same storage:", acc.data_ptr() == ptr)
try:
    torch.ones(2).baddbmm_(acc, acc)
except RuntimeError as e:
    print("self of shape (2,):", e)
