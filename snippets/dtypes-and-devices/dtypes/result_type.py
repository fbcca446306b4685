import torch

i32 = torch.tensor([1, 2], dtype=torch.int32)
i8 = torch.tensor([1, 2], dtype=torch.int8)
u8 = torch.tensor([250, 5], dtype=torch.uint8)
f16 = torch.tensor([1.0, 2.0], dtype=torch.float16)

print("int32 tensor + 2.5 (Python float)  ->", torch.result_type(i32, 2.5))
print("int32 tensor + 2 (Python int)      ->", torch.result_type(i32, 2))
print("float16 tensor + 2.5               ->", torch.result_type(f16, 2.5))
print("float32 tensor + 1j                ->", torch.result_type(torch.ones(2), 1j))
print("float64 tensor + 1j                ->", torch.result_type(torch.ones(2, dtype=torch.float64), 1j))
print("int32 tensor + 1j                  ->", torch.result_type(i32, 1j))
print("bool tensor + 1                    ->", torch.result_type(torch.tensor([True]), 1))

# 0-dim tensors behave like Python numbers: same category -> no widening
print("int8 tensor + 0-dim int64 tensor    ->", torch.result_type(i8, torch.tensor(7)))
print("float16 tensor + 0-dim float64      ->", torch.result_type(f16, torch.tensor(2.5, dtype=torch.float64)))
# ... but a 0-dim tensor of a higher category brings its own dtype, unlike a Python float
print("int8 tensor + 0-dim float64 tensor  ->", torch.result_type(i8, torch.tensor(2.5, dtype=torch.float64)))
# dimensioned tensors always promote
print("int8 tensor + 1-dim int64 tensor    ->", torch.result_type(i8, torch.tensor([7])))

# the Python-float case follows the default dtype
torch.set_default_dtype(torch.float64)
print("int32 tensor + 2.5 with default float64 ->", torch.result_type(i32, 2.5))
torch.set_default_dtype(torch.float32)

# the result dtype is the dtype of the actual operation
print("(u8 + 10):", u8 + 10, "<- 250 + 10 wrapped around in uint8")
print("(i32 / 2).dtype:", (i32 / 2).dtype, "<- true division of integers gives a float")
