import torch
import torch.nn as nn

for kw in [{}, {"bias": False}, {"elementwise_affine": False}]:
    ln = nn.LayerNorm(4, **kw)
    print(kw, "->", [n for n, _ in ln.named_parameters()])

ln = nn.LayerNorm(4)
x = torch.randn(2, 4)
print("float16 in ->", ln(x.half()).dtype, "| bfloat16 in ->", ln(x.bfloat16()).dtype)
try:
    ln(x.double())
except RuntimeError as e:
    print("float64 in -> RuntimeError:", e)
print("constant row ->", ln(torch.full((1, 4), 7.0)).detach())
