import torch

nan = float("nan")
x = torch.tensor([-1.0, -0.0, 0.0, float("-inf"), nan, -nan])
print("x          :", x)
print("signbit(x) :", torch.signbit(x))
print("x < 0      :", x < 0)
print("int64      :", torch.signbit(torch.tensor([-3, 0, 3])))
print("uint8 200  :", torch.signbit(torch.tensor([200], dtype=torch.uint8)))
print("dtype      :", torch.signbit(x).dtype)
