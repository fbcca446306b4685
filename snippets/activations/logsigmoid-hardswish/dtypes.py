import torch
import torch.nn.functional as F

x = torch.tensor([float("nan"), float("-inf"), -200.0, -3.0, -0.0, 3.0, 200.0, float("inf")])
print("x          :", x)
print("logsigmoid :", F.logsigmoid(x))
print("hardswish  :", F.hardswish(x))

for shape in [(), (0, 3), (2, 3, 4)]:
    t = torch.randn(shape)
    print("shape", tuple(shape), "->", tuple(F.logsigmoid(t).shape), tuple(F.hardswish(t).shape))
for dt in (torch.float16, torch.bfloat16, torch.int64, torch.complex64):
    for f in (F.logsigmoid, F.hardswish):
        try:
            print(f"{str(dt):15} {f.__name__}: {f(torch.ones(2).to(dt)).dtype}")
        except NotImplementedError as e:
            print(f"{str(dt):15} {f.__name__}: NotImplementedError: {e}")
