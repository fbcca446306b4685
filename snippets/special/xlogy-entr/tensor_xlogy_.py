# raises: RuntimeError
import torch

x = torch.tensor([0.0, 1.0, 2.0])
r = x.xlogy_(torch.tensor([0.0, 3.0, 3.0]))
print("x after xlogy_:", x, "| returns x:", r is x)
print("broadcast other (scalar):", torch.tensor([1.0, 2.0]).xlogy_(2.0))

a = torch.tensor([1.0, 2.0])
a.xlogy_(torch.tensor([[2.0], [3.0]]))  # the result would be (2, 2): self cannot grow
