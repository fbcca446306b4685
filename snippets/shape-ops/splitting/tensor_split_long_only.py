# raises: RuntimeError
import torch

x = torch.arange(8)
print("int64 tensor:", [p.tolist() for p in torch.tensor_split(x, torch.tensor([3]))])
torch.tensor_split(x, torch.tensor([3], dtype=torch.int32))
