import torch

x = torch.tensor([-8, -1, 7, 16])
print("torch.bitwise_right_shift(x, 1):", torch.bitwise_right_shift(x, 1))
print("x >> 2                        :", x >> 2)
print("x // 4 (floor division)       :", x // 4)
print("per-element shifts x >> [0,1,2,3]:", x >> torch.tensor([0, 1, 2, 3]))
print("Python int input 16 >> [1, 2] :", torch.bitwise_right_shift(16, torch.tensor([1, 2])))
print("uint8 200 >> 3                :", torch.tensor([200], dtype=torch.uint8) >> 3)
print("shift by 64 or by -1          :", x >> 64, x >> torch.tensor(-1))
