import torch

i = torch.tensor([1, 2, 3])                       # int64
print("default dtype              :", torch.get_default_dtype())
print("int64 tensor + 1.5         ->", (i + 1.5).dtype)
print("int64 tensor * 2           ->", (i * 2).dtype)
print("int64 tensor / 2           ->", (i / 2).dtype, i / 2)
print("int64 + float64 tensor     ->", (i + torch.tensor([0.5, 0.5, 0.5], dtype=torch.float64)).dtype)

# 0-dim tensors and Python numbers only decide the result when they are
# of a higher category (int < float < complex) than the dimensioned tensor
i32 = torch.tensor([1, 2], dtype=torch.int32)
f32 = torch.tensor([1.0, 2.0])
print("int32 + 0-dim int64        ->", (i32 + torch.tensor(5)).dtype)
print("float32 + 0-dim float64    ->", (f32 + torch.tensor(5.0, dtype=torch.float64)).dtype)
print("int32 + 0-dim float64      ->", (i32 + torch.tensor(5.0, dtype=torch.float64)).dtype)

# integer results wrap around silently
small = torch.tensor([100], dtype=torch.int8)
print("int8 100 + 100             ->", small + small)
