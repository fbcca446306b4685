import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, -1.0, 2.0])
ptr = x.data_ptr()
r = F.rrelu_(x)                     # training=False: slope (1/8 + 1/3) / 2
print("F.rrelu_(x)     :", r, "| same object:", r is x, "| same memory:", r.data_ptr() == ptr)

z = torch.tensor([-1.0, -1.0, 2.0])
F.rrelu_(z, training=True)          # random slopes, written into z
print("training=True z :", z)
print("nn.RReLU(inplace=True):", torch.nn.RReLU(inplace=True))
