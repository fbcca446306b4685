import torch

a = torch.tensor([[1.0, 5.0, -2.0]])
b = torch.tensor([[3.0], [0.0]])
r = torch.maximum(a, b)
print("maximum of (1, 3) and (2, 1):", r, "shape:", r.shape)
print("int64 vs float32 ->", torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 1.0])))
u8 = torch.tensor([1, 200], dtype=torch.uint8)
i8 = torch.tensor([-1, 2], dtype=torch.int8)
print("uint8 vs int8 ->", torch.maximum(u8, i8), "<- promoted to int16")
print("0-dim other  ->", torch.maximum(torch.tensor([1, 5]), torch.tensor(3)))
