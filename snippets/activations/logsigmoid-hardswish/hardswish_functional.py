import torch
import torch.nn.functional as F

x = torch.tensor([-4.0, -1.0, 0.5, 4.0])
print("F.hardswish(x):", F.hardswish(x))
z = x.clone()
ptr = z.data_ptr()
out = F.hardswish(z, inplace=True)
print("inplace=True  :", z, "| same memory:", out.data_ptr() == ptr)
m = torch.nn.Hardswish(inplace=True)
print("nn.Hardswish(inplace=True):", m, "| m.inplace:", m.inplace)
