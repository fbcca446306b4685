import torch

x = torch.tensor([256, -256], dtype=torch.int16)
print("x.bitwise_right_shift(4):", x.bitwise_right_shift(4), x.bitwise_right_shift(4).dtype)
print("x unchanged            :", x)
print("same as x >> 4         :", torch.equal(x.bitwise_right_shift(4), x >> 4))
