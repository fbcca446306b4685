import torch

x = torch.tensor([0.1, 1 / 3])
print("dtype:", x.dtype, "| itemsize:", torch.float32.itemsize, "bytes")
print("stored 0.1:", f"{x[0].item():.10f}", "| eps:", torch.finfo(torch.float32).eps)
print("16777216 + 1 in float32:", (torch.tensor(16777216.0) + 1).item(), "(2**24 + 1 not representable)")
print("int64 tensor * 0.5 ->", (torch.arange(3) * 0.5).dtype)
