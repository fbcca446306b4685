import torch

x = torch.arange(3.0)                       # float32 on cpu
y = x.to(torch.float32)                     # nothing to change
print("x.to(float32) is x:", y is x)
print("x.to('cpu') is x:", x.to("cpu") is x)
print("x.to(x) is x:", x.to(x) is x)
y[0] = 100.0                                # y IS x, so x changes too
print("after y[0] = 100, x:", x)

z = x.to(torch.float32, copy=True)          # force a new tensor
print("copy=True -> z is x:", z is x, " shares memory:", z.data_ptr() == x.data_ptr())
w = x.to(torch.float64)                     # a real conversion always copies
print("to(float64) -> w is x:", w is x, " w.dtype:", w.dtype)
