import torch

a = torch.tensor([7.0, -7.0, 7.0, -7.0])
b = torch.tensor([3.0, 3.0, -3.0, -3.0])

f = torch.fmod(a, b)
r = torch.remainder(a, b)
print("a            :", a)
print("b            :", b)
print("fmod(a, b)   :", f, "<- sign of a (dividend)")
print("remainder    :", r, "<- sign of b (divisor)")
print("a % b        :", a % b)

# the two definitions, checked
trunc_q = torch.div(a, b, rounding_mode="trunc")
floor_q = torch.div(a, b, rounding_mode="floor")
print("fmod == a - trunc(a/b)*b      :", torch.equal(f, a - trunc_q * b))
print("remainder == a - floor(a/b)*b :", torch.equal(r, a - floor_q * b))
