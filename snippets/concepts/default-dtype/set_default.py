import torch
from torch import nn

torch.set_default_dtype(torch.float64)
print("default:", torch.get_default_dtype())
print("torch.zeros(2):", torch.zeros(2).dtype,
      "| torch.tensor([1.5]):", torch.tensor([1.5]).dtype,
      "| torch.tensor([1j]):", torch.tensor([1j]).dtype)
print("nn.Linear weight:", nn.Linear(2, 2).weight.dtype)
print("int tensor * 2.5:", (torch.tensor([1, 2]) * 2.5).dtype)
print("explicit dtype wins:", torch.zeros(2, dtype=torch.float32).dtype)

torch.set_default_dtype(torch.float32)  # put it back
print("restored:", torch.get_default_dtype())
