import torch
import torch.nn.functional as F

x = torch.tensor([-10.0, 0.0, 2.0])
ptr = x.data_ptr()
r = F.leaky_relu_(x, 0.1)
print("F.leaky_relu_(x, 0.1):", r, "| same object:", r is x, "| same memory:", r.data_ptr() == ptr)
leaf = torch.tensor([-1.0, 1.0], requires_grad=True)
try:
    F.leaky_relu_(leaf)
except RuntimeError as e:
    print("leaf that requires grad -> RuntimeError:", str(e).split(".")[0])
