import math

import torch

mag = torch.tensor([1.0, 2.0, 3.0, 4.0])
sgn = torch.tensor([-5.0, -0.0, 0.0, -float("nan")])
r = torch.copysign(mag, sgn)
print("copysign(mag, sgn):", r)
print("math.copysign     :", [math.copysign(m, s) for m, s in zip(mag.tolist(), sgn.tolist())])
print("Python number     :", torch.copysign(torch.tensor([-1.0, 2.0]), -1))
print("int64 inputs      :", torch.copysign(torch.tensor([1, 2]), torch.tensor([-1, 1])))
print("broadcast         :", torch.copysign(torch.tensor([[1.0], [2.0]]), torch.tensor([-1.0, 1.0])).shape)
nanv = torch.copysign(torch.tensor([float("nan")]), -1)
print("copysign(nan, -1) :", nanv, "signbit:", torch.signbit(nanv))
