import torch

a = torch.tensor([7, -7, 7, -7])
b = torch.tensor([2, 2, -2, -2])

print("a                       :", a)
print("b                       :", b)
print("div (true division)     :", torch.div(a, b))
print("rounding_mode='trunc'   :", torch.div(a, b, rounding_mode="trunc"))
print("rounding_mode='floor'   :", torch.div(a, b, rounding_mode="floor"))
print("a // b (same as floor)  :", a // b)
print("a / b  (same as None)   :", a / b)

# the two modes also agree when the quotient is a whole number, even a negative one
c = torch.tensor([-8, -1, 0])
d = torch.tensor([2, 2, 5])
print("c / d                   :", c / d)
print("trunc, floor            :", torch.div(c, d, rounding_mode="trunc"), torch.div(c, d, rounding_mode="floor"))
