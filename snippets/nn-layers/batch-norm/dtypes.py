import torch
import torch.nn as nn

bn = nn.BatchNorm2d(2)                      # float32 parameters and buffers
x = torch.randn(4, 2, 3, 3)
print("float16 input ->", bn(x.half()).dtype, "| buffers stay", bn.running_mean.dtype)
print("bfloat16 input ->", bn(x.bfloat16()).dtype)
for dt in (torch.float64, torch.int64):
    try:
        bn(x.to(dt))
    except (RuntimeError, NotImplementedError) as e:
        print(dt, "->", type(e).__name__ + ":", e)
try:
    bn(torch.randn(4, 2, 3))
except ValueError as e:
    print("3-D input ->", type(e).__name__ + ":", e)
