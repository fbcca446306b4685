import torch

x = torch.tensor([1, 2, 3])
print("x << 2:", x << 2, " same as x * 4:", torch.equal(x << 2, x * 4))
print("per-element shift amounts:", x << torch.tensor([0, 1, 2]))
print("Python int on the left:", 1 << torch.tensor([0, 1, 2]))

u8 = torch.tensor([200], dtype=torch.uint8)
print("uint8 200 << 1 wraps:", u8 << 1)
print("shift by the full width gives 0:", torch.tensor([1], dtype=torch.int32) << 32,
      torch.tensor([1], dtype=torch.int8) << 8)
print("right shift of a negative number keeps the sign:", torch.tensor([-8]) >> 1)
print("right shift by the full width:", torch.tensor([-8, 8], dtype=torch.int8) >> 8)
