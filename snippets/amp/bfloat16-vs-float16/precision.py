import math

import torch

ints = torch.arange(254, 262, dtype=torch.float32)
print("integers 254..261")
print("  float16: ", ints.half().tolist())
print("  bfloat16:", ints.bfloat16().tolist())
one = torch.tensor(1.0)
for dt in (torch.float16, torch.bfloat16):
    step = torch.finfo(dt).eps
    print(f"{str(dt)[6:]:8}: 1 + eps/2 == 1? {bool(one.to(dt) + step / 2 == 1)} | "
          f"1 + eps == 1? {bool(one.to(dt) + step == 1)}")
pi = torch.tensor(math.pi)
print("pi:", pi.item(), "| float16:", pi.half().item(), "| bfloat16:", pi.bfloat16().item())
acc_h = torch.tensor(0.0, dtype=torch.float16)
acc_b = torch.tensor(0.0, dtype=torch.bfloat16)
for _ in range(4000):  # add 0.01 four thousand times (exact: 40)
    acc_h += 0.01
    acc_b += 0.01
print("running sum of 4000 x 0.01: float16", acc_h.item(), "| bfloat16", acc_b.item())
