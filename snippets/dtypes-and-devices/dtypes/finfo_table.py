import torch

# Every floating and complex dtype torch.finfo accepts, named by its canonical torch attribute.
dtypes = [
    torch.float16, torch.bfloat16, torch.float32, torch.float64,
    torch.float8_e4m3fn, torch.float8_e4m3fnuz, torch.float8_e5m2, torch.float8_e5m2fnuz, torch.float8_e8m0fnu,
    torch.complex32, torch.complex64, torch.complex128,
]

print("| dtype | bytes per element | finfo.bits | eps | max | min | tiny | resolution |")
print("|---|---|---|---|---|---|---|---|")
for dt in dtypes:
    fi = torch.finfo(dt)
    cells = [f"`{dt}`", dt.itemsize, fi.bits] + [f"{v:.6g}" for v in (fi.eps, fi.max, fi.min, fi.tiny, fi.resolution)]
    print("| " + " | ".join(str(c) for c in cells) + " |")
