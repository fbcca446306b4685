# raises: TypeError
import torch

a = torch.tensor([2.0, 0.0, 3.0], requires_grad=True)
a.prod().backward()
print("grad of prod with one zero:", a.grad, "<- 2*3 reaches the zero")
x = torch.arange(1.0, 7.0).reshape(2, 3)
print("two dims one at a time:", x.prod(1).prod(0))
torch.prod(x, dim=(0, 1))                # one dim only
