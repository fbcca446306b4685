import torch

i = torch.tensor([1, 2])
print("default dtype:", torch.get_default_dtype(), "-> result_type(int tensor, 1.5):", torch.result_type(i, 1.5))
torch.set_default_dtype(torch.float64)
print("default dtype:", torch.get_default_dtype(), "-> result_type(int tensor, 1.5):", torch.result_type(i, 1.5))
torch.set_default_dtype(torch.float32)
