import torch

i = torch.tensor([3, 4])            # int64
m = torch.tensor([True, False])     # bool
print("int64 & bool ->", i & m, (i & m).dtype)
u8 = torch.tensor([1], dtype=torch.uint8)
i32 = torch.tensor([1], dtype=torch.int32)
print("uint8 | int32 ->", (u8 | i32).dtype)
print("bool << 1 ->", m << 1, (m << 1).dtype)
