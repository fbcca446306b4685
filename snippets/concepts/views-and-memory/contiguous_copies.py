import torch

x = torch.arange(6.0).reshape(2, 3)
print("x.contiguous() is x:", x.contiguous() is x)

xt = x.t()
c = xt.contiguous()
print("stride before:", xt.stride(), "after:", c.stride())
print("new memory:", c.data_ptr() != x.data_ptr())
c[0, 0] = -1.0
print("x unchanged by writing the copy:", x[0, 0].item())
