import warnings
import torch
import torch.nn as nn

rms = nn.RMSNorm(4)                          # float32 weight
x = torch.randn(2, 4)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = rms(x.half())
print("float16 input with float32 weight ->", y.dtype)
print(w[0].category.__name__ + ":", str(w[0].message).split(" (Triggered")[0])
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    y = rms.half()(x.half())
print("all float16 ->", y.dtype, "| warnings:", len(w))
