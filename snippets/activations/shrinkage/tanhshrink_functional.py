import torch
import torch.nn.functional as F

# integers are promoted (the function is x - tanh(x) written in Python); bool is not
print("int64 input   :", F.tanhshrink(torch.tensor([-2, 0, 2])))
try:
    F.tanhshrink(torch.tensor([True, False]))
except RuntimeError as e:
    print("bool input    -> RuntimeError:", str(e).split(".")[0])

# near 0 the result is about x**3 / 3, and float32 loses it to cancellation
for dt in (torch.float32, torch.float64):
    t = torch.tensor([1e-4, 1e-3, 1e-2], dtype=dt)
    print(f"{str(dt):13} tanhshrink:", F.tanhshrink(t), "| x**3/3:", t**3 / 3)
