import torch
import torch.nn.functional as F

x = torch.tensor([-2.0, 0.5, 2.0])
ptr = x.data_ptr()
y = F.hardtanh_(x, -1.0, 1.0)
print("F.hardtanh_ returned :", y)
print("x now                :", x, "| same tensor object:", y is x, "| same memory:", y.data_ptr() == ptr)

z = torch.tensor([-2.0, 0.5, 2.0])
print("same as inplace=True :", torch.equal(F.hardtanh(z, inplace=True), y))

leaf = torch.tensor([-2.0, 0.5, 2.0], requires_grad=True)
try:
    F.hardtanh_(leaf)
except RuntimeError as e:
    print("leaf that requires grad -> RuntimeError:", str(e).split(".")[0])
