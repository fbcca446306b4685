import torch
import torch.nn.functional as F

x = torch.tensor([-1.5, -0.4, 0.0, 0.4, 1.5])
print("F.softshrink(x)      :", F.softshrink(x))
print("F.softshrink(x, 1.0) :", F.softshrink(x, 1.0))
print("= sign(x) * relu(|x| - lambd):", torch.equal(F.softshrink(x), torch.sign(x) * torch.relu(x.abs() - 0.5)))

# unlike hardshrink, a negative lambd is rejected, but only when the function runs
m = torch.nn.Softshrink(-1.0)
print("module built with -1.0:", m)
try:
    m(x)
except RuntimeError as e:
    print("RuntimeError:", e)
