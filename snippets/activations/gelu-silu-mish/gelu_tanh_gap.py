import torch
import torch.nn.functional as F

# how far the tanh approximation is from the exact GELU
x = torch.linspace(-10, 10, 200001, dtype=torch.float64)
gap = (F.gelu(x) - F.gelu(x, approximate="tanh")).abs()
i = gap.argmax()
print("max |exact - tanh| on [-10, 10]:", f"{gap.max().item():.3e}", "at x =", round(x[i].item(), 3))
print("gap at x = 0, 1, 5           :", [f"{gap[j].item():.1e}" for j in (100000, 110000, 150000)])

# compare with the rounding error of low-precision dtypes near x = 2.7
x0 = torch.tensor([2.7])
ref = F.gelu(x0.double())
for dt in (torch.float32, torch.bfloat16, torch.float16):
    err = (F.gelu(x0.to(dt)).double() - ref).abs().item()
    print(f"{str(dt):15} exact GELU(2.7) error vs float64: {err:.1e}")
