import torch

acc = torch.zeros(2, 2)
ptr = acc.data_ptr()
acc.addbmm_(torch.ones(4, 2, 1), torch.ones(4, 1, 2), alpha=0.25)
print("acc:", acc.tolist(), " same storage:", acc.data_ptr() == ptr)
