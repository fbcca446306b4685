import torch

print("default dtype:", torch.get_default_dtype(), "->", torch.Tensor(2).dtype)
torch.set_default_dtype(torch.float64)
print("default dtype:", torch.get_default_dtype(), "->", torch.Tensor(2).dtype)
torch.set_default_dtype(torch.float32)
