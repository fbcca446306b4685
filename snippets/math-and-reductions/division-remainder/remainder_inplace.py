# raises: RuntimeError
import torch

angle = torch.tensor([-90.0, 370.0, 720.0])
out = angle.remainder_(360)
print("wrapped into [0, 360):", angle, "returns self:", out is angle)
i = torch.tensor([7, -7])
i %= 3
print("int after %= 3:", i)
i.remainder_(2.5)
