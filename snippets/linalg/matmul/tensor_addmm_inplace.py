# raises: RuntimeError
import torch

acc = torch.zeros(2, 2)
ptr = acc.data_ptr()
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
b = torch.eye(2)
out = acc.addmm_(a, b, beta=1, alpha=0.5)          # acc = 1 * acc + 0.5 * (a @ b)
print("acc:", acc.tolist())
print("returns acc, same memory:", out is acc, acc.data_ptr() == ptr)
acc.addmm_(a, b)                                    # accumulate again
print("after a second addmm_:", acc.tolist())

bias = torch.zeros(2)                               # (2,) cannot hold a (2, 2) result
bias.addmm_(a, b)
