import torch

print("iinfo(int8):", torch.iinfo(torch.int8).min, "to", torch.iinfo(torch.int8).max)
x = torch.tensor([100, 127], dtype=torch.int8)
print("x + 1:", x + 1, "(127 + 1 wraps to -128)")
print("int64 200 -> int8:", torch.tensor([200]).to(torch.int8).item())
