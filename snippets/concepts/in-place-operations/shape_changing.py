import torch

m = torch.arange(6.0).reshape(2, 3)
m.t_()  # transpose in place
print("t_():        ", tuple(m.shape))

v = torch.arange(3.0)
v.unsqueeze_(0)  # add a dimension in place
print("unsqueeze_(0):", tuple(v.shape))
v.squeeze_(0)
print("squeeze_(0): ", tuple(v.shape))

r = torch.arange(6.0)
r.resize_(2, 2)  # resize_ can even change the number of elements
print("resize_(2, 2):", tuple(r.shape), r.numel(), "elements")
