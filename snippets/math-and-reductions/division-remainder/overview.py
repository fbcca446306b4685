import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])
print("a:", a.tolist(), " b:", b.tolist())
print("divide            :", torch.divide(a, b))
print("divide trunc      :", torch.divide(a, b, rounding_mode="trunc"))
print("divide floor      :", torch.divide(a, b, rounding_mode="floor"))
print("floor_divide      :", torch.floor_divide(a, b))
print("remainder         :", torch.remainder(a, b))
print("fmod              :", torch.fmod(a, b))
print("Python // and %   :", [x // y for x, y in zip(a.tolist(), b.tolist())],
      [x % y for x, y in zip(a.tolist(), b.tolist())])
# the identity a == floor_divide(a, b) * b + remainder(a, b)
print("identity holds    :", torch.equal(torch.floor_divide(a, b) * b + torch.remainder(a, b), a))
