import torch
from torch.nn import init

print("int32, constant_ 2.7:", init.constant_(torch.empty(3, dtype=torch.int32), 2.7))
print("bool, ones_:", init.ones_(torch.empty(2, dtype=torch.bool)))
print("complex64, constant_ 3:", init.constant_(torch.empty(2, dtype=torch.complex64), 3))
print("0-d, zeros_:", init.zeros_(torch.empty(())))
print("empty, ones_:", init.ones_(torch.empty(0, 4)).shape)
try:
    init.constant_(torch.empty(2, dtype=torch.float16), 70000.0)
except RuntimeError as e:
    print("float16, constant_ 70000: RuntimeError:", e)
