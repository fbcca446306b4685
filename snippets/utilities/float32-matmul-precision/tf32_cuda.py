# device: cuda
import torch

a = torch.randn(1024, 1024, device="cuda")
b = torch.randn(1024, 1024, device="cuda")
ref = (a.double() @ b.double())
for level in ("highest", "high", "medium"):
    torch.set_float32_matmul_precision(level)
    out = a @ b
    err = (out.double() - ref).abs().max().item()
    print(f"{level:>7}: dtype={out.dtype} max abs error vs float64 = {err:.1e}")
torch.set_float32_matmul_precision("highest")
