import torch

u8 = torch.tensor([250, 0], dtype=torch.uint8)
print("uint8 [250, 0] + 10   :", u8 + 10)
print("uint8 [250, 0] - 1    :", u8 - 1)
i8 = torch.tensor([100], dtype=torch.int8)
print("int8 100 + 100        :", i8 + 100)
i32 = torch.tensor([2**31 - 1], dtype=torch.int32)
print("int32 max + 1         :", i32 + 1)
print("default integer dtype :", torch.tensor([1, 2]).dtype)
print("sum of uint8 [200,200]:", torch.tensor([200, 200], dtype=torch.uint8).sum(),
      "<- sum() accumulates integers in int64")
