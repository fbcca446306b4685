import torch
from torch import nn

torch.set_default_dtype(torch.float16)  # half precision is accepted as a default
print("float16 default -> zeros:", torch.zeros(1).dtype, "| nn.Linear weight:",
      nn.Linear(2, 2).weight.dtype)

torch.set_default_dtype(torch.bfloat16)  # so is bfloat16 ...
print("bfloat16 default -> zeros:", torch.zeros(1).dtype)
try:
    torch.tensor([1j])  # ... but it has no complex partner
except RuntimeError as e:
    print("complex literal: RuntimeError:", e)

torch.set_default_dtype(torch.float32)
print("restored:", torch.get_default_dtype())
