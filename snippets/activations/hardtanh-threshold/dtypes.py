import torch
import torch.nn.functional as F

for shape in [(), (0, 2), (2, 3, 4)]:
    t = torch.randn(shape)
    print("shape", tuple(shape), "->", tuple(F.hardtanh(t).shape), tuple(F.threshold(t, 0.0, -1.0).shape))

cases = {
    "hardtanh(-1, 1)": lambda t: F.hardtanh(t),
    "threshold(1, 7)": lambda t: F.threshold(t, 1, 7),
}
for dt in (torch.float16, torch.int64, torch.uint8, torch.bool, torch.complex64):
    t = torch.tensor([-3, 0, 3]).to(dt)
    for name, f in cases.items():
        try:
            out = f(t)
            print(f"{str(dt):15} {name}: {out.tolist()} ({out.dtype})")
        except (RuntimeError, NotImplementedError) as e:
            print(f"{str(dt):15} {name}: {type(e).__name__}: {e}")
