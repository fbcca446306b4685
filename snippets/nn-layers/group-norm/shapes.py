import torch
import torch.nn as nn

gn = nn.GroupNorm(2, 4)
print("(N, C) ->", tuple(gn(torch.randn(3, 4)).shape), "| (N, C, L) ->", tuple(gn(torch.randn(2, 4, 7)).shape))
print("float16 input ->", gn(torch.randn(2, 4, 3).half()).dtype)
for name, call in [("GroupNorm(3, 4)", lambda: nn.GroupNorm(3, 4)),
                   ("1-D input", lambda: gn(torch.randn(4))),
                   ("float64 input", lambda: gn(torch.randn(2, 4, 3, dtype=torch.float64)))]:
    try:
        call()
    except (ValueError, RuntimeError) as e:
        print(f"{name}: {type(e).__name__}: {e}")
