# raises: RuntimeError
import torch

x = torch.tensor([-7.0, 7.0, -7.5])
r = x.fmod_(3)
print("after fmod_(3):", x, "returns self:", r is x)
i = torch.tensor([-7, 7])
i.fmod_(3)
print("int64 fmod_(3):", i)
i.fmod_(2.5)
