import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
d = x.data
print("x.data:", d)
print("requires_grad:", d.requires_grad, "| is_leaf:", d.is_leaf)
print("shares storage with x:", d.data_ptr() == x.data_ptr())

x.data = torch.tensor([5.0, 6.0])     # swaps the values without touching the graph flags
print("after x.data = ...:", x, "| is_leaf:", x.is_leaf)
