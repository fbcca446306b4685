import torch
import torch.nn as nn

lrn = nn.LocalResponseNorm(3)
print("(N, C, L) ->", tuple(lrn(torch.randn(2, 6, 5)).shape), "| (N, C, D, H, W) ->", tuple(lrn(torch.randn(2, 6, 2, 2, 2)).shape))
for name, x in [("(N, C)", torch.randn(2, 6)), ("float16 on CPU", torch.randn(1, 4, 2, 2).half())]:
    try:
        lrn(x)
    except (ValueError, NotImplementedError) as e:
        print(f"{name}: {type(e).__name__}: {' '.join(str(e).split())}")
