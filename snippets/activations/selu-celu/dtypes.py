import torch
import torch.nn.functional as F

x = torch.tensor([float("nan"), float("-inf"), -1.0, -0.0, 0.0, 1.0, float("inf")])
print("x      :", x)
print("selu   :", F.selu(x))
print("celu   :", F.celu(x))

for shape in [(), (0, 4), (2, 3, 4)]:
    t = torch.randn(shape)
    print("shape", tuple(shape), "->", tuple(F.selu(t).shape), tuple(F.celu(t).shape))
for dt in (torch.float16, torch.bfloat16, torch.float64):
    t = torch.tensor([-1.0, 1.0], dtype=dt)
    print(str(dt).ljust(15), F.selu(t).dtype, F.celu(t).dtype)
for dt in (torch.int64, torch.complex64):
    for f in (F.selu, F.celu):
        try:
            f(torch.tensor([-1, 1]).to(dt))
        except NotImplementedError as e:
            print(f"{str(dt):15} {f.__name__}: NotImplementedError: {e}")
