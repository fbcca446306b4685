import torch
import torch.nn.functional as F

for dt in [torch.float16, torch.bfloat16, torch.int32, torch.bool, torch.complex64]:
    y = F.pad(torch.ones(1, 1, 2, dtype=dt), (1, 1))
    print(f"{str(dt):16s}", y.dtype, y[0, 0].tolist())
x = torch.tensor([[1.0, float("nan"), float("inf")]])
print("reflect NaN/inf:", F.pad(x, (1, 1), mode="reflect"))
x0 = torch.ones(1, 1, 3)
y0 = F.pad(x0, (0, 0))
print("zero padding still copies:", y0.data_ptr() != x0.data_ptr())
e = torch.ones(2, 0)
print("empty:", tuple(F.pad(e, (1, 1)).shape), tuple(F.pad(e, (0, 0, 1, 1)).shape))
for mode in ["reflect", "replicate", "circular"]:
    try:
        print(mode, "bool ->", F.pad(torch.ones(1, 1, 3, dtype=torch.bool), (1, 1), mode=mode).dtype)
    except NotImplementedError as e:
        print(mode, "bool -> NotImplementedError:", e)
