import torch
import torch.nn.functional as F

fns = {"hardshrink": F.hardshrink, "softshrink": F.softshrink, "tanhshrink": F.tanhshrink}

for shape in [(), (0, 3), (2, 3, 4)]:
    x = torch.randn(shape)
    print("shape", tuple(shape), "->", {n: tuple(f(x).shape) for n, f in fns.items()})

x = torch.tensor([-1.0, 1.0])
for dt in (torch.float16, torch.bfloat16, torch.float64):
    print(str(dt).ljust(15), {n: str(f(x.to(dt)).dtype) for n, f in fns.items()})

for dt in (torch.int64, torch.bool, torch.complex64):
    t = torch.tensor([-1, 1]).to(dt)
    for n, f in fns.items():
        try:
            out = f(t)
            print(f"{str(dt):15} {n}: ok, dtype {out.dtype}")
        except (NotImplementedError, RuntimeError) as e:
            print(f"{str(dt):15} {n}: {type(e).__name__}: {str(e).splitlines()[0][:70]}")
