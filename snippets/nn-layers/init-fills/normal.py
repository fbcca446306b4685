import torch
from torch.nn import init

w = init.normal_(torch.empty(200_000), mean=1.0, std=0.02)
print("sample mean:", round(w.mean().item(), 5), " sample std:", round(w.std().item(), 5))
print("share beyond 4 std:", (w - 1.0).abs().gt(4 * 0.02).float().mean().item())
z = init.normal_(torch.empty(200_000, dtype=torch.complex64))
print("complex64: mean |z|^2:", round(z.abs().pow(2).mean().item(), 4),
      " real std:", round(z.real.std().item(), 4), " imag std:", round(z.imag.std().item(), 4))
try:
    init.normal_(torch.empty(3), std=-1.0)
except RuntimeError as e:
    print("std=-1: RuntimeError:", e)
try:
    init.normal_(torch.zeros(3, dtype=torch.int64))
except NotImplementedError as e:
    print("int64: NotImplementedError:", e)
