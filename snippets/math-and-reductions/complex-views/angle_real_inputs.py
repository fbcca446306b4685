import torch

inf, nan = float("inf"), float("nan")
x = torch.tensor([-2.0, -0.0, 0.0, 3.0, -inf, inf, nan])
print("input:      ", x.tolist())
print("angle(real):", torch.angle(x).tolist())

# For complex inputs the signs of zeros matter, as in atan2.
z = torch.tensor([complex(-0.0, 0.0), complex(-1.0, 0.0), complex(-1.0, -0.0), complex(0.0, -0.0)])
print("angle(complex) for -0+0j, -1+0j, -1-0j, 0-0j:", torch.angle(z).tolist())

print("int input:", torch.angle(torch.tensor([-3, 0, 4])), "dtype:", torch.angle(torch.tensor([-3])).dtype)
print("float16 input:", torch.angle(torch.tensor([-1.0, 1.0], dtype=torch.float16)))
