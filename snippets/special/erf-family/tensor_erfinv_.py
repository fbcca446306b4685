import torch

w = torch.tensor([-0.5, 0.0, 0.5, 2.0])
ptr = w.data_ptr()
w.erfinv_()
print("w after erfinv_:", w, "(2.0 is outside [-1, 1])")
print("same memory    :", w.data_ptr() == ptr)
