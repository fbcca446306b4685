import torch

i = torch.full((2, 3), 100, dtype=torch.int8)
print("int8 (2, 3) of 100 -> (1, 3):", i.sum_to_size(1, 3), "| dtype", i.sum_to_size(1, 3).dtype)
print("int8 unchanged size (2, 3): dtype", i.sum_to_size(2, 3).dtype, "| is i:", i.sum_to_size(2, 3) is i)
print("bool -> (1, 3):", torch.ones(2, 3, dtype=torch.bool).sum_to_size(1, 3))
print("NaN propagates:", torch.tensor([[float("nan"), 1.0], [2.0, 3.0]]).sum_to_size(1, 2))
print("empty (0, 3) -> (1, 3):", torch.empty(0, 3).sum_to_size(1, 3))
print("torch.Size argument:", torch.ones(4, 2, 3).sum_to_size(torch.Size([2, 1])).flatten())
z = torch.tensor(7, dtype=torch.int8)
print("0-d int8, target (): is z:", z.sum_to_size(()) is z, "| dtype", z.sum_to_size(()).dtype)
try:
    torch.ones(2, 3).sum_to_size(3, 1)
except RuntimeError as e:
    print("(3, 1) is not broadcastable to (2, 3): RuntimeError -", e)
