import torch
from torch import nn

fc = nn.Linear(4, 3)  # float32 parameters
try:
    fc(torch.randn(2, 4, dtype=torch.float64))
except RuntimeError as e:
    print("float64 input, outside autocast: RuntimeError:", e)
with torch.autocast("cpu", dtype=torch.bfloat16):
    print("float16 input, under bfloat16 autocast:", fc(torch.randn(2, 4, dtype=torch.float16)).dtype)
