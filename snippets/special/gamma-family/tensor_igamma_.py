import torch

a = torch.tensor([1.0, 2.0, 3.0])
ptr = a.data_ptr()
a.igamma_(torch.tensor(2.0))  # other broadcasts to self's shape
print("a after igamma_(2.0):", a)
print("same memory:", a.data_ptr() == ptr)
