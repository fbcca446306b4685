# raises: RuntimeError
import torch

x = torch.arange(12).reshape(3, 4)
idx = torch.tensor([2, 0], dtype=torch.int32)
print("int32 index:", torch.index_select(x, 0, idx).tolist())
torch.index_select(x, 0, idx.to(torch.int16))
