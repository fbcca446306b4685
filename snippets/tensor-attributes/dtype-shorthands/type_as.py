import torch

idx = torch.tensor([1, 2, 3])
weights = torch.zeros(2, dtype=torch.float16)
print("int64.type_as(float16):", idx.type_as(weights), idx.type_as(weights).dtype)
print("already the same dtype -> same object:", weights.type_as(weights) is weights)
meta = torch.empty(2, device="meta")
moved = idx.type_as(meta)
print("type_as a meta tensor: dtype", moved.dtype, " device", moved.device)
print("meta.type():", meta.type(), " while idx.to(meta.dtype) stays on", idx.to(meta.dtype).device)
