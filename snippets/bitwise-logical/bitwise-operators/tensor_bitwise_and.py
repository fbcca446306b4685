import torch

x = torch.tensor([6, 5, 12])          # 0b110, 0b101, 0b1100
y = x.bitwise_and(4)                  # keep only bit 2
print("x.bitwise_and(4):", y)
print("x unchanged     :", x)
print("same as x & 4   :", torch.equal(y, x & 4))
print("broadcast (3,) & (2, 1):", x.bitwise_and(torch.tensor([[1], [4]])))
