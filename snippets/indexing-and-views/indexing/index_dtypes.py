# raises: IndexError
import torch

x = torch.arange(12).reshape(3, 4)
i64 = torch.tensor([2, 0])
i32 = i64.to(torch.int32)
print("int32 index:", x[i32].tolist())
print("same as int64:", torch.equal(x[i32], x[i64]))
x[i64.to(torch.int16)]      # int16 (and int8) index tensors are rejected
