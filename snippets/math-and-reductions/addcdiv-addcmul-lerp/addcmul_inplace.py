# raises: RuntimeError
import torch

# second-moment update as in Adam: v <- beta2 * v + (1 - beta2) * g * g
v = torch.tensor([0.0, 1.0])
g = torch.tensor([2.0, -3.0])
v.mul_(0.9).addcmul_(g, g, value=0.1)
print("v after update:", v)
small = torch.zeros(2)
small.addcmul_(torch.ones(2, 2), torch.ones(2))
