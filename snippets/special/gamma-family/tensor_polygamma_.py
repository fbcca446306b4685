import torch

x = torch.tensor([1.0, 2.0, 4.0])
ptr = x.data_ptr()
x.polygamma_(2)
print("x after polygamma_(2):", x)
print("same memory:", x.data_ptr() == ptr)
