# raises: RuntimeError
import torch

idx = torch.tensor([0, 0, 2], dtype=torch.int32)
print("int32 index:", torch.zeros(3).index_add_(0, idx, torch.tensor([1.0, 2.0, 3.0])))
torch.zeros(3).index_add_(0, idx.to(torch.int16), torch.tensor([1.0, 2.0, 3.0]))
