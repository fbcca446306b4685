# raises: RuntimeError
import torch

x = torch.tensor([1.5, -2.0, 3.0])
r = x.copysign_(torch.tensor([-1.0, -1.0, 1.0]))
print("after copysign_:", x, "returns self:", r is x)
i = torch.tensor([1, -2])
i.copysign_(-1)
