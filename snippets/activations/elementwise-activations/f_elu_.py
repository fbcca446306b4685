import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, 0.0, 2.0])
ptr = x.data_ptr()
r = F.elu_(x, alpha=2.0)
print("F.elu_(x, alpha=2.0):", r, "| same object:", r is x, "| same memory:", r.data_ptr() == ptr)
print("equals F.elu       :", torch.equal(r, F.elu(torch.tensor([-1.0, 0.0, 2.0]), alpha=2.0)))
