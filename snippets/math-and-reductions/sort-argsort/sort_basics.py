import torch

x = torch.tensor([3.0, 1.0, 2.0, 5.0])
result = torch.sort(x)
print(type(result).__name__, "| values:", result.values, "| indices:", result.indices)
values, indices = x.sort(descending=True)
print("descending:", values, indices)
print("x[indices] == values:", torch.equal(x[indices], values))
