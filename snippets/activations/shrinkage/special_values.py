import torch
import torch.nn.functional as F

x = torch.tensor([float("nan"), float("-inf"), -0.5, -0.2, -0.0, float("inf")])
for name, f in [("hardshrink", F.hardshrink), ("softshrink", F.softshrink), ("tanhshrink", F.tanhshrink)]:
    y = f(x)
    print(f"{name}: {y}  sign bit: {torch.signbit(y).tolist()}")
print("softshrink(-0.2) == 0.0:", (F.softshrink(torch.tensor(-0.2)) == 0.0).item())
