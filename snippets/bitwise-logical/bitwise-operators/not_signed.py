import torch

i64 = torch.tensor([0, 5, -1])
print("~ on int64:", ~i64, " equals -x - 1:", torch.equal(~i64, -i64 - 1))
u8 = torch.tensor([0, 5, 255], dtype=torch.uint8)
print("~ on uint8:", ~u8, " equals 255 - x:", torch.equal(~u8, 255 - u8))
