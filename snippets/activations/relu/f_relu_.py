import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, 0.0, 2.0])
ptr = x.data_ptr()
r = F.relu_(x)
print("F.relu_(x):", r, "| same object:", r is x, "| same memory:", r.data_ptr() == ptr)
print("torch.relu_ is the same kind of call:", torch.equal(torch.relu_(torch.tensor([-1.0, 0.0, 2.0])), r))
leaf = torch.tensor([-1.0, 1.0], requires_grad=True)
try:
    F.relu_(leaf)
except RuntimeError as e:
    print("leaf that requires grad -> RuntimeError:", str(e).split(".")[0])
