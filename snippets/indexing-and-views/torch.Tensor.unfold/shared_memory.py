import torch

x = torch.arange(1.0, 8.0)
u = x.unfold(0, 3, 2)
print("same memory:", u.data_ptr() == x.data_ptr(), "| u._base is x:", u._base is x)
u[0, 2] = 100.0                                  # x[2] is in windows 0 and 1
print("after u[0, 2] = 100, x:", x)
print("and window 1 sees it:", u[1])
print("contiguous? ", u.is_contiguous(), "| .contiguous() copies:", u.contiguous().data_ptr() != x.data_ptr())
