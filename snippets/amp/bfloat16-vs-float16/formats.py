import math

import torch

print("| dtype | bits | sign | exponent | fraction | max | smallest normal | eps |")
print("|---|---|---|---|---|---|---|---|")
for dt in (torch.float32, torch.float16, torch.bfloat16):
    fi = torch.finfo(dt)
    fraction = -int(math.log2(fi.eps))  # eps = 2**-fraction
    exponent = fi.bits - 1 - fraction
    print(f"| `{str(dt)[6:]}` | {fi.bits} | 1 | {exponent} | {fraction} | {fi.max:.6g} "
          f"| {fi.smallest_normal:.6g} | {fi.eps:.6g} |")
