import torch

p = torch.tensor([0.1, 0.5, 1.0])
ptr = p.data_ptr()
p.logit_(eps=1e-4)
print("p after logit_(eps=1e-4):", p)
print("same memory:", p.data_ptr() == ptr)
