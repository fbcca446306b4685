# raises: RuntimeError
import torch

z = torch.tensor([3 + 4j, -1 - 1j])
r, theta = z.abs(), z.angle()                      # complex -> (magnitude, phase)
print("abs:", r, "| angle:", theta)
print("polar(abs, angle) rebuilds z:", torch.polar(r, theta))
torch.polar(z, theta)                              # a complex tensor is not accepted
