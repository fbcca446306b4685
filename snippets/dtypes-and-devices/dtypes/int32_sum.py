import torch

x = torch.full((3,), 2**30, dtype=torch.int32)
print("x.dtype:", x.dtype, "| max:", torch.iinfo(torch.int32).max)
print("x.sum():", x.sum().item(), x.sum().dtype, "(sum promotes, no overflow)")
print("x + x:", (x + x), "(elementwise add stays int32 and wraps)")
print("x.cumsum(0).dtype:", x.cumsum(0).dtype)
