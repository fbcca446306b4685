# raises: RuntimeError
import torch

f32 = torch.zeros(2)
f32 += torch.tensor([1.5], dtype=torch.float64)  # float64 -> float32: same kind, allowed
print("float32 += float64 tensor:", f32, f32.dtype)

i64 = torch.zeros(2, dtype=torch.int64)
rt = torch.result_type(i64, 1.5)
print("result_type(int64 tensor, 1.5):", rt, "| can_cast to int64:", torch.can_cast(rt, torch.int64))
i64 += 1.5  # the float result cannot be written back into an int64 tensor
