import torch

print("sum int8   ->", torch.tensor([100, 100], dtype=torch.int8).sum().dtype)
i32 = torch.tensor([1, 2], dtype=torch.int32)
print("sum int32  ->", i32.sum().dtype, "| with dtype=torch.int32 ->", i32.sum(dtype=torch.int32).dtype)
print("sum uint8  ->", torch.tensor([200, 100], dtype=torch.uint8).sum())
print("sum bool   ->", torch.tensor([True, False, True]).sum(), "(counts True)")
print("sum uint8 with dtype=uint8:", torch.tensor([200, 100], dtype=torch.uint8).sum(dtype=torch.uint8))

h = torch.full((10,), 10000.0, dtype=torch.float16)
print("float16 sum (max 65504):", h.sum())
print("float16 sum, dtype=float32:", h.sum(dtype=torch.float32))
